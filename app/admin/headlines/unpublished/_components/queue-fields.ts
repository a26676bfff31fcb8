// The names the queue's server-rendered rows and its client form share (a constant of a
// "use client" module would reach the server as a client reference, not its value).

/** The field name of each headline's checkbox inside the form. */
export const HEADLINE_CHECKBOX = "headline";

/** The attribute that marks a row of the queue (its value is the headline's id). */
export const QUEUE_ROW = "data-queue-row";
