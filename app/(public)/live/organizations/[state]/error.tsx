"use client";

export { default } from "@/app/(public)/isr/organizations/[state]/error";
