// The two ads of a new install, in the three languages (docs/decisions/018).
import type { SeedTranslations } from './translations';

export interface SeedAd {
  key: string;
  title: string;
  description: string;
  imageUrl: string;
  clickUrl: string;
  displayOrder: number;
  translations: SeedTranslations;
}

export const seedAds: readonly SeedAd[] = [
  {
    key: 'ad:learn',
    title: 'Bolts Academy: learn the basics in 5 minutes',
    description: 'What is a share? Why do prices move? Short lessons before your first trade.',
    imageUrl: '/ads/academy.svg',
    clickUrl: '/learn',
    displayOrder: 2,
    translations: {
      he: {
        title: 'Bolts Academy: כל היסודות בחמש דקות',
        description: 'מה זו מניה? למה מחירים עולים ויורדים? שיעורים קצרים לפני העסקה הראשונה שלכם.',
      },
      es: {
        title: 'Bolts Academy: aprende lo básico en 5 minutos',
        description:
          '¿Qué es una acción? ¿Por qué suben y bajan los precios? Lecciones cortas antes de tu primera operación.',
      },
    },
  },
  {
    key: 'ad:challenge',
    title: 'Weekly Challenge: can you beat the market?',
    description: 'Grow your portfolio this week and the top trader wins 5,000 Bolts.',
    imageUrl: '/ads/challenge.svg',
    clickUrl: '/companies',
    displayOrder: 1,
    translations: {
      he: {
        title: 'האתגר השבועי: תצליחו לנצח את השוק?',
        description: 'הגדילו את התיק שלכם השבוע, ומי שמסיים ראשון זוכה ב-5,000 Bolts.',
      },
      es: {
        title: 'Reto semanal: ¿puedes ganarle al mercado?',
        description: 'Haz crecer tu cartera esta semana: quien termine en primer lugar gana 5000 Bolts.',
      },
    },
  },
];
