import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from "chart.js";
import { useEffect, useRef } from "react";
import { CHART_TEXT, CHART_FONT } from "./chart-theme.js";

// Only the pieces these charts draw, so the library's chunk stays small.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);
Chart.defaults.font.family = CHART_FONT;
Chart.defaults.color = CHART_TEXT;

const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * A Chart.js canvas that follows its container's size. The canvas is one image to assistive technology, named
 * by `label`; the numbers behind it are in the table the chart card offers.
 */
export function ChartCanvas({ config, label }: { config: ChartConfiguration<"bar" | "line">; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = new Chart(canvas, {
      ...config,
      options: {
        ...config.options,
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion() ? false : { duration: 350 },
      },
    });
    return () => chart.destroy();
  }, [config]);

  return (
    <div className="relative h-56 w-full sm:h-64">
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}
