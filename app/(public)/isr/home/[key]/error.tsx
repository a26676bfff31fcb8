"use client";

import { DatabaseLoadError } from "@/components/site/load-error";

export default DatabaseLoadError;
