/** Chart.js draws on a canvas, so it needs literal colours; these match the Tailwind palette the app uses. */
export const CHART_FONT =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const CHART_TEXT = "#64748b"; // slate-500
export const CHART_GRID = "#f1f5f9"; // slate-100
export const GOAL_LINE = "#475569"; // slate-600
export const CALORIE_BAR = "#059669"; // emerald-600, the brand
export const CALORIE_BAR_HOVER = "#047857"; // emerald-700

/** Distinct in hue and lightness, each at least 3:1 against white. */
export const MACRO_COLORS = {
  protein_g: "#2563eb", // blue-600
  carbs_g: "#d97706", // amber-600
  fat_g: "#db2777", // pink-600
} as const;

export const tooltipStyle = {
  backgroundColor: "#0f172a", // slate-900
  titleColor: "#ffffff",
  bodyColor: "#e2e8f0",
  footerColor: "#cbd5e1",
  padding: 10,
  cornerRadius: 8,
  boxPadding: 4,
  titleFont: { weight: "bold" as const },
  footerFont: { weight: "normal" as const },
};

/** Few, short date labels: Chart.js drops labels that would collide, so 390 px shows about four. */
export const dateAxis = {
  grid: { display: false },
  border: { color: "#e2e8f0" },
  ticks: {
    maxRotation: 0,
    autoSkip: true,
    autoSkipPadding: 14,
    font: { size: 11 },
  },
};

export const valueAxis = {
  beginAtZero: true,
  border: { display: false },
  grid: { color: CHART_GRID },
  ticks: { maxTicksLimit: 5, font: { size: 11 } },
};
