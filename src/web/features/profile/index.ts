export { ProfilePage } from "./components/profile-page.js";
export { useEffectiveGoals, useUserGoals, userGoalsQueryKey } from "./api/get-user-goals.js";
