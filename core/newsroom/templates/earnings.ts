// Quarterly results. Figures come from the company's latest quarter; a template that claims
// growth needs {revenueGrowth} (or {?revenueGrowth}), one that claims a dip needs {revenueDip},
// so the words never contradict the numbers. Without financials, the figure-free ones are used.
import type { TypeTemplates } from './kinds';

export const earningsTemplates: TypeTemplates = {
  bySentiment: {
    positive: {
      headlines: [
        '{short} [beats|tops] expectations with {revenue} in {quarterShort} revenue',
        '{short} [grows|lifts] revenue to {revenue}{?revenueGrowth}',
        '{name} [posts|reports] a [strong|solid] {quarterShort}{?revenueNotDown}',
        '{short} results [beat|top] forecasts',
        '{short} earns {profit} in {quarter}',
        '{short} narrows its loss to {lossSmaller}',
        'Good news in {short}’s latest report card',
        '{short} [delivers|reports] [better-than-expected|upbeat] results',
      ],
      summaries: [
        '{name} reported revenue of {revenue} for {quarter}, {revenueGrowth}. [The result came in ahead of|That was better than] what analysts had expected.',
        '{short} earned a profit of {profit} in {quarter} on revenue of {revenue}. [Management|The company] said demand stayed [strong|healthy] across its main business.',
        '{name}’s latest results came in [ahead of|better than] forecasts, helped by [steady demand|loyal customers] and careful spending.',
        '{short} reported earnings per share of {eps} for {quarter}. [Investors|Analysts] welcomed the [numbers|result].',
        '{short} still lost money in {quarter}, but the loss shrank to {lossSmaller}, a sign the business is heading in the right direction.',
      ],
      leads: [
        '{name} ({symbol}) reported revenue of {revenue} for {quarter}, {revenueGrowth}. The result was [ahead of|better than] [what analysts had expected|most forecasts].',
        '{short} [had a good quarter|delivered a strong quarter]. The company brought in {revenue} and kept {profit} as profit after paying its costs.',
        '{name} [shared|published] its latest results [today|this morning], and the numbers [beat|topped] expectations. [Revenue|Sales] grew [across most of its business|in its main markets].{?revenueNotDown}',
        '{name} ({symbol}) [shared|published] results that came in [ahead of|better than] what analysts had expected. [Analysts|Investors] had [prepared for|expected] a [weaker|softer] quarter.',
        'In {quarter}, {short} earned {eps} for every share. [That|This] was [better than|above] analysts’ forecasts.',
        '{name} ({symbol}) is still spending more than it earns as it grows, but its loss shrank to {lossSmaller} in {quarter}. Analysts saw that as [real progress|a step forward].',
      ],
      details: [
        '{?revenueGrowth}{?profit}Profit grew [partly|mainly] because the company kept a close eye on its costs. [Spending|Costs] rose more slowly than sales.',
        '{ceo}, the company’s chief executive, said the team had [focused on|concentrated on] what customers ask for most. “We’re [proud of|pleased with] how the quarter went, and there’s plenty more to do,” {ceoLast} said.',
        'The company has about {employees} employees, and it said it plans to keep hiring at a steady pace.',
        '{short} said it [expects|hopes] the next quarter to be [similar|just as busy], though it [noted|pointed out] that results can change from season to season.',
        'Analysts said {short} [benefited from|was helped by] steady demand and a few [well-timed|popular] new offers.',
      ],
    },
    neutral: {
      headlines: [
        '{short} reports {quarterShort} results in line with forecasts',
        '{name} [posts|reports] steady numbers for {quarter}',
        'No big surprises in {short}’s latest results',
        '{short} reports {revenue} in {quarterShort} revenue',
        '{short} results land [close to|right on] expectations',
      ],
      summaries: [
        '{name} reported revenue of {revenue} for {quarter}, close to what analysts expected. [The company kept its plans for the year unchanged.|Its plans for the year stay the same.]',
        '{short}’s latest results held few surprises. [Sales|Revenue] and costs both moved in line with forecasts.',
        '{short} earned {eps} per share in {quarter}, matching most forecasts. Management said it would keep investing at a steady pace.',
        '{short} reported a loss of {loss} for {quarter}, about what analysts expected while it keeps investing in growth.',
      ],
      leads: [
        '{name} ({symbol}) reported revenue of {revenue} for {quarter}. [The figure was|That was] close to what analysts had [expected|forecast].',
        '{short}’s latest quarterly report [landed|came in] right in line with forecasts. There were no big surprises in either sales or costs.',
        '{name} [shared|released] its results for {quarter} [today|this week]. The company reported {profit} in profit on {revenue} of revenue.',
        '{short} is still spending more than it earns while it grows, and it reported a loss of {loss} for {quarter}. That was close to analysts’ forecasts.',
      ],
      details: [
        '{ceo}, the chief executive, said the company would stick to its plans for the year. “We’re building step by step,” {ceoLast} said.',
        'Analysts said the results show a business that is [steady|stable] rather than [racing ahead|speeding up]. Many investors like that kind of predictability.',
        'The company, which has around {employees} employees, said it will keep investing [in new products|in its teams] at about the same pace.',
        'The company did not change its goals for the rest of the year.',
      ],
    },
    negative: {
      headlines: [
        '{short} [misses|falls short of] forecasts as sales slow',
        '{short} revenue [dips|slips] to {revenue} in {quarterShort}{?revenueDip}',
        '{short} reports a loss of {loss} for {quarter}',
        '[Softer|Slower] quarter for {name}',
        '{short} results [come in below|miss] expectations',
      ],
      summaries: [
        '{name} reported revenue of {revenue} for {quarter}, {revenueDip}. [The company said|Management said] [some customers held back on spending|demand was slower than planned].',
        '{short}’s latest results came in below what analysts expected. The company said it is [working on|focused on] getting sales growing again.',
        '{short} reported a loss of {loss} for {quarter}. The company said it is still investing heavily and expects costs to ease over time.',
      ],
      leads: [
        '{name} ({symbol}) reported revenue of {revenue} for {quarter}, {revenueDip}. That was [below|a little under] what analysts had [expected|forecast].',
        '{short} had a [slower|tougher] quarter than planned. [Sales|Revenue] grew less than expected, and some costs were higher.',
        '{short} reported a loss of {loss} for {quarter}. A loss means the company spent more than it earned during those three months.',
      ],
      details: [
        '{ceo}, who leads the company, said the team [has a plan|is working] to get back on track. “We know where we need to improve, and we’re on it,” {ceoLast} said.',
        'Analysts said one weaker quarter does not change the company’s longer-term story, but they will watch the next report closely.',
        'The company said it will [slow|pause] some new projects and focus on its [core|main] business for now.',
        '{short} said it [still expects|is aiming for] steady growth next year.',
      ],
    },
  },
  explainers: [
    'Earnings per share, or EPS, is a company’s profit divided by the number of its shares. It shows how much profit belongs to each share.',
    'Revenue is all the money a company takes in from sales. Profit, also called net income, is what is left after paying all the costs.',
    'Companies report their results every quarter, which is a three-month period. Investors compare each report with forecasts and with earlier quarters.',
    'Analysts are people who study companies and publish forecasts. When results beat their forecasts, it is called beating expectations.',
  ],
};
