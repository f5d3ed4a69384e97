import type { LessonFigure as FigureKind } from '#core/learn/lesson-constants';
import { CompanyFactsFigure } from './company-facts-figure';
import { IndexChartFigure } from './index-chart-figure';
import { NewsImpactFigure } from './news-impact-figure';
import { OrderBookFigure } from './order-book-figure';
import { PortfolioMixFigure } from './portfolio-mix-figure';
import { PriceChartFigure } from './price-chart-figure';

/** A lesson's figure by its kind (core/learn/lessons.ts), drawn from Bolts' live data. */
export function LessonFigure({ kind, caption }: { kind: FigureKind; caption: string }) {
  switch (kind) {
    case 'price-chart':
      return <PriceChartFigure caption={caption} />;
    case 'order-book':
      return <OrderBookFigure caption={caption} />;
    case 'company-facts':
      return <CompanyFactsFigure caption={caption} />;
    case 'news-impact':
      return <NewsImpactFigure caption={caption} />;
    case 'portfolio-mix':
      return <PortfolioMixFigure caption={caption} />;
    case 'index-chart':
      return <IndexChartFigure caption={caption} />;
  }
}
