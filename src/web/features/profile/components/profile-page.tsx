import { CircleUserRound } from "lucide-react";
import { PageContainer } from "../../../components/page-container.js";
import { SignInRequired } from "../../../components/sign-in-required.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";
import { useAuth } from "../../auth/index.js";
import { ProfileCard } from "./profile-card.js";

export function ProfilePage() {
  const { user } = useAuth();
  useDocumentMeta("Profile", "Manage your profile and account settings");

  return (
    <PageContainer className="max-w-3xl">
      {user ? (
        <ProfileCard user={user} />
      ) : (
        <SignInRequired
          icon={CircleUserRound}
          title="Sign In to View Your Profile"
          description="Sign in to see your account details and manage your settings."
          returnTo="/profile"
        />
      )}
    </PageContainer>
  );
}
