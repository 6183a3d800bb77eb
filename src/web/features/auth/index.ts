export {
  useAuth,
  authUserQueryKey,
  authUserQueryOptions,
  type AuthState,
} from "./api/get-user.js";
export { SignInPage } from "./components/sign-in-page.js";
