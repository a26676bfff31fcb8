"use client";

export { default } from "@/app/(public)/isr/headlines/[query]/error";
