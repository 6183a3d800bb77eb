import { CalendarDays, LogOut, Mail, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { User } from "../../../../contracts/index.js";
import { PageHeader } from "../../../components/page-header.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent } from "../../../components/ui/card.js";
import { useSignOut } from "../api/sign-out.js";
import { formatMemberSince } from "../lib/format-member-since.js";
import { GoalsCard } from "./goals-card.js";
import { YourDataCard } from "./your-data-card.js";

export function ProfileCard({ user }: { user: User }) {
  const email = user.email ?? "No email available";
  const initial = (user.firstName ?? user.email ?? "?").charAt(0).toUpperCase();
  const signOut = useSignOut();

  return (
    <>
      <PageHeader
        title="Your Profile"
        description="Manage your account and preferences"
        eyebrow={<Badge className="justify-self-start">Account Settings</Badge>}
      />
      <Card>
        <div className="flex items-center gap-4 border-b border-slate-100 p-5 sm:p-6">
          <div
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-xl font-bold text-white shadow-sm"
          >
            {initial}
          </div>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-slate-900">{email}</p>
            <p className="text-sm text-slate-500">Signed in</p>
          </div>
        </div>
        <CardContent className="pt-2 sm:pt-2">
          <dl className="divide-y divide-slate-100">
            <ProfileRow icon={<Mail aria-hidden="true" className="size-4" />} label="Email">
              <span className="break-all">{email}</span>
            </ProfileRow>
            <ProfileRow icon={<CalendarDays aria-hidden="true" className="size-4" />} label="Member Since">
              {formatMemberSince(user.createdAt) ?? "Unknown"}
            </ProfileRow>
            <ProfileRow icon={<ShieldCheck aria-hidden="true" className="size-4" />} label="Account Status">
              <Badge variant="success">Active</Badge>
            </ProfileRow>
          </dl>
        </CardContent>
      </Card>
      <GoalsCard />
      <YourDataCard />
      <div className="mt-6 flex justify-end">
        <Button
          variant="secondary"
          size="lg"
          className="w-full sm:w-auto"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </>
  );
}

function ProfileRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-500">
        {icon}
        {label}
      </dt>
      <dd className="text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
