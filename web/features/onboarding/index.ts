export { OnboardingPage as default } from './onboarding-page';
