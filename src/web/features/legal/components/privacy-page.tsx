import { FOOD_DATA_SOURCE, PRIVACY_EMAIL, PRODUCT_NAME } from "../../../../contracts/site.js";
import { LegalLayout, LegalList, LegalSection, MailLink } from "./legal-layout.js";

export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      description={`How ${PRODUCT_NAME} collects, uses and protects your information.`}
    >
      <p>
        {PRODUCT_NAME} ("we", "us") is a free beta service for logging meals and estimating their nutrition. This policy
        explains what we collect when you use it, why, and the choices you have. We collect only what the service needs
        to work, and we do not sell your information.
      </p>

      <LegalSection title="Information We Collect">
        <p>
          <strong className="font-semibold text-slate-900">Account information.</strong> Your email address and, when
          you sign in through an external sign-in provider, the basic profile it shares with us (your name and profile
          picture, if it has them). If you create an account with a password, we store only a salted hash of it, never
          the password itself.
        </p>
        <p>
          <strong className="font-semibold text-slate-900">Meal data.</strong> The meal descriptions you type or
          dictate, the nutrition analysis generated from them (calories, macronutrients, micronutrients, portion
          assumptions), any edits you make, the goals you set and, if you choose to add them, meal photos. Voice input
          is used to produce a text transcript of your meal.
        </p>
        <p>
          <strong className="font-semibold text-slate-900">Usage information.</strong> Server logs (such as request
          times, IP addresses and error reports), basic device and browser information, and interaction patterns needed
          to keep the service running and to fix problems.
        </p>
      </LegalSection>

      <LegalSection title="How We Use Your Information">
        <LegalList
          items={[
            "To provide the service: analyzing the meals you log and showing your entries, history and goals.",
            `To calculate nutrition estimates by matching your descriptions to ${FOOD_DATA_SOURCE} data.`,
            "To keep your account secure, including signing you in, preventing abuse and rate-limiting suspicious activity.",
            "To understand how the service is used so we can fix bugs and improve accuracy and performance.",
            "To contact you about your account or important changes to the service; we do not send marketing email without your consent.",
          ]}
        />
      </LegalSection>

      <LegalSection title="Data Security">
        <p>
          Your data is encrypted in transit using HTTPS and encrypted at rest on the storage where it is kept. Sessions
          use secure, HTTP-only cookies, and passwords are stored only as salted scrypt hashes. Each account can access
          only its own meals. No method of storage or transmission is perfectly secure, but we work to protect your
          information and will tell you promptly if a breach affects it.
        </p>
        <p>
          The built-in nutrition engine runs on our own server. Your meal descriptions are not sent to outside AI
          services unless we state otherwise in this policy.
        </p>
      </LegalSection>

      <LegalSection title="Your Rights">
        <p>You are in control of your information. You can:</p>
        <LegalList
          items={[
            "Access the personal information we hold about you.",
            "Correct information that is inaccurate or incomplete.",
            "Delete your account and all of your meal data.",
            "Export your data in a portable format.",
            "Opt out of non-essential communications at any time.",
            "Withdraw your consent to processing, which may mean closing your account.",
          ]}
        />
        <p>
          To use any of these rights, email us at <MailLink address={PRIVACY_EMAIL} />. We respond within 30 days.
        </p>
      </LegalSection>

      <LegalSection title="Contact Us">
        <p>
          Questions about this policy or your data? Write to <MailLink address={PRIVACY_EMAIL} />. If we change this
          policy in a way that affects you, we will update the date above and let you know in the app.
        </p>
        <p className="text-sm text-slate-500">Nutrition data: {FOOD_DATA_SOURCE}.</p>
      </LegalSection>
    </LegalLayout>
  );
}
