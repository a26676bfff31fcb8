"use client";

export { UnexpectedError as default } from "@/components/site/unexpected-error";
