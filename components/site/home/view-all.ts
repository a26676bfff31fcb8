/** The look of a home panel's 'View all' link. */
export const viewAllClass = "text-sm font-medium text-blue-700 hover:underline";
