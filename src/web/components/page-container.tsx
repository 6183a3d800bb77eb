import type { HTMLAttributes } from "react";
import { cn } from "../lib/cn.js";

export function PageContainer({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10", className)} {...props} />;
}
