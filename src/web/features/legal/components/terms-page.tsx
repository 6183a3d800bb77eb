import { FOOD_DATA_SOURCE, LEGAL_EMAIL, PRODUCT_NAME } from "../../../../contracts/site.js";
import { LegalLayout, LegalList, LegalSection, MailLink } from "./legal-layout.js";

export function TermsPage() {
  return (
    <LegalLayout title="Terms of Service" description={`The terms that apply when you use ${PRODUCT_NAME}.`}>
      <LegalSection title="Acceptance of Terms">
        <p>
          By creating an account or using {PRODUCT_NAME} (the "Service"), you agree to these Terms of Service and to our
          Privacy Policy. If you do not agree, please do not use the Service. We may update these terms; continuing to
          use the Service after a change means you accept the updated terms.
        </p>
      </LegalSection>

      <LegalSection title="Description of Service">
        <p>{PRODUCT_NAME} is a web application, installable on your phone's home screen, that lets you:</p>
        <LegalList
          items={[
            "Log meals by typing or speaking a plain-language description.",
            `Receive AI-generated estimates of calories, macronutrients and micronutrients based on ${FOOD_DATA_SOURCE} data.`,
            "Browse your meals by day and open any meal for a detailed nutrition breakdown.",
            "Edit a meal by describing the change in plain language, or delete it.",
            "Set daily nutrition goals and follow a daily score and progress against them.",
            "Share a public, read-only calorie estimate for a meal photo.",
          ]}
        />
      </LegalSection>

      <LegalSection title="Beta Service Disclaimer">
        <p>
          The Service is a free beta. Features may change, be limited or be removed, and the Service may be interrupted
          or discontinued at any time, with or without notice. It is provided "as is" and "as available", without
          warranties of any kind. We recommend exporting any data you want to keep.
        </p>
      </LegalSection>

      <LegalSection title="Nutritional Information Disclaimer">
        <p>
          Nutrition values shown by the Service are estimates generated automatically from your descriptions and public
          food composition data. They may be inaccurate or incomplete. They are provided for general information and
          wellness purposes only and are not medical, dietary or nutritional advice.
        </p>
        <p>
          You are responsible for verifying nutritional information before relying on it, especially if you have food
          allergies, intolerances or a medical condition. Always check ingredient labels and consult a qualified health
          professional before making significant changes to your diet.
        </p>
      </LegalSection>

      <LegalSection title="User Responsibilities">
        <p>When you use the Service, you agree to:</p>
        <LegalList
          items={[
            "Provide accurate account information and keep your sign-in credentials secure.",
            "Verify nutritional estimates yourself, particularly where allergies or health conditions are involved.",
            "Use the Service only for lawful, personal purposes.",
            "Not attempt to access other users' data, disrupt the Service or bypass its security or rate limits.",
            "Only upload content, such as meal photos, that you have the right to share.",
          ]}
        />
      </LegalSection>

      <LegalSection title="Limitation of Liability">
        <p>
          To the fullest extent permitted by law, {PRODUCT_NAME} and its operators are not liable for any indirect,
          incidental, special or consequential damages, or for any loss of data, health outcomes or decisions made based
          on information provided by the Service. Because the Service is provided free of charge, our total liability
          for any claim relating to it is limited to zero dollars, except where the law does not allow such a limit.
        </p>
      </LegalSection>

      <LegalSection title="Contact Information">
        <p>
          Questions about these terms? Contact us at <MailLink address={LEGAL_EMAIL} />.
        </p>
        <p className="text-sm text-slate-500">Nutrition data: {FOOD_DATA_SOURCE}.</p>
      </LegalSection>
    </LegalLayout>
  );
}
