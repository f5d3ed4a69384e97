/** SPEC §9: onboarding has 3 steps, in this order. */
export const ONBOARDING_STEPS = ['welcome', 'howItWorks', 'ready'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
