"use client";

export { default } from "@/app/(public)/isr/people/[query]/error";
