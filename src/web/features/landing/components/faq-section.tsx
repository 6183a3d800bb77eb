import { ChevronDown } from "lucide-react";
import { PRIVACY_EMAIL } from "../../../../contracts/site.js";

const faqs = [
  {
    question: "Is Meals & Calories free?",
    answer:
      "Yes. Every feature is free during the beta and there is no credit card to enter. Because it is a beta, the service may change or stop, and you can ask for an export of your data at any time.",
  },
  {
    question: "How accurate is the AI?",
    answer:
      "Every number is an estimate. The engine matches the foods you describe to USDA FoodData Central entries, scales them to the portions you give, and shows the assumptions it made (such as the weight of a medium banana) so you can correct them. It is not medical advice: if you manage an allergy or a medical condition, check ingredients and nutrition yourself.",
  },
  {
    question: "Do I need to weigh my food?",
    answer:
      'No. Describe portions naturally: "a bowl of oatmeal", "two slices of pizza", "a handful of almonds". Adding sizes, how much oil was used or the restaurant name makes the estimate sharper.',
  },
  {
    question: "What happens to my data?",
    answer: `Your account and meals are stored in this server's own database. The built-in nutrition engine runs on the server itself, so by default your meal descriptions are not sent to any outside AI service. You can export your data or delete your account and everything in it; write to ${PRIVACY_EMAIL}.`,
  },
];

export function FaqSection() {
  return (
    <section aria-labelledby="faq-heading" className="border-t border-slate-200/70 bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Frequently asked questions
        </h2>
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {faqs.map((faq) => (
            <details key={faq.question} className="group px-5 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="pb-5 leading-relaxed text-slate-600">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
