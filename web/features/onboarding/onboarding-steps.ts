/** Onboarding's 3 steps, in order. */
export const ONBOARDING_STEPS = ['welcome', 'howItWorks', 'ready'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
