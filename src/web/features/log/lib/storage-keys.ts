/** Session storage: the unsent meal text, kept across reloads and the sign-in round trip. */
export const MEAL_DRAFT_KEY = "dashboard-meal-input";
/**
 * Local storage: the user closed the "being analyzed" panel. Kept in local storage like the install flag,
 * because the spec says the choice is remembered; Log History still shows each job's progress.
 */
export const ANALYSIS_INFO_DISMISSED_KEY = "mealAnalysisInfoDismissed";
