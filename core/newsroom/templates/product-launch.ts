// New products and updates. {product} is a kind that fits the industry ("a new e-bike");
// {knownProduct} is one of the company's own products when it has any on record.
import type { TypeTemplates } from './kinds';

export const productLaunchTemplates: TypeTemplates = {
  bySentiment: {
    positive: {
      headlines: [
        '@launch: {short} [launches|unveils|introduces] {product}',
        '@launch: {short}’s new {productKind} [goes on sale|arrives] in {city}',
        '@update: {short} [refreshes|updates] {knownProduct} with new features',
        '@launch: Early fans [line up|sign up] for {short}’s new {productKind}',
        '@launch: {name} [adds|rolls out] {product}',
        '@launch: Strong start for {short}’s new {productKind}',
      ],
      summaries: [
        '@launch: {name} has [launched|introduced] {product}, starting with customers in {city}. Early reviews [have been|are] [warm|positive].',
        '@launch: {short} [unveiled|showed off] {product} [today|this week]. The company says it is [simpler|easier to use] and [better value|more efficient] than similar products.',
        '@update: {short} has updated {knownProduct} with [new features|a fresh design]. Early users [say they like|have praised] the changes.',
        '@launch: Demand for {short}’s new {productKind} in its first week was higher than expected, the company said.',
      ],
      leads: [
        '@launch: {name} ({symbol}) has [launched|introduced] {product}. It will go on sale first in {city}, with more places to follow.',
        '@launch: {short} [unveiled|presented] {product} at an event in {hq} [today|this week]. [The company|{short}] said the launch took [two|three] years of work.',
        '@update: {short} has given {knownProduct} a [big|major] update. The new version [adds|brings] features that customers [asked for|requested] most.',
        '@launch: Early numbers for {theProduct} from {short} look [encouraging|promising]. The company said demand in the first week beat its own plans.',
      ],
      details: [
        '{ceo}, the chief executive, said the team [listened closely|paid close attention] to customers. “We built this with our customers, not just for them,” {ceoLast} said.',
        'Analysts said a successful launch could [add to|help] {short}’s revenue over the next few quarters, though it is too early to know by how much.',
        '@launch: The launch builds on {knownProduct}, one of the company’s best-known products.',
        'Reviewers [praised|liked] the [design|price] and said it [is easy to use|works well out of the box].',
      ],
    },
    neutral: {
      headlines: [
        '@preview: {short} [plans|prepares] {product} for next year',
        '@preview: {short} [shows|previews] an early version of its new {productKind}',
        '@test: {short} starts testing {product} in {city}',
        '@update: {short} makes small changes to {knownProduct}',
      ],
      summaries: [
        '@test: {name} is testing {product} with a small group of customers in {city}. A wider launch is planned [later this year|next year].',
        '@preview: {short} gave a first look at {theProduct}. The company did not yet say how much it will cost.',
        '@update: {short} made a few small changes to {knownProduct}. The company said the update is about [fixing details|smoothing out rough edges].',
      ],
      leads: [
        '@test: {name} ({symbol}) has started testing {product} with [a small group of|a few hundred] customers in {city}. [The company|{short}] said it wants to gather feedback before a wider launch.',
        '@preview: {short} [showed|shared] an early look at {theProduct} [today|this week]. Prices and launch dates [have not been announced|are still to come].',
        '@update: {short} released a small update to {knownProduct}. Most users will notice only minor changes.',
      ],
      details: [
        '@test,preview: Testing with real customers helps companies find problems early, when they are still cheap to fix.',
        'Analysts said it is too early to tell how much the product could add to sales.',
        '@test,preview: {ceo} said the company would rather launch a little later than launch something unfinished.',
        'The company said it will share more details [in the coming months|closer to launch].',
      ],
    },
    negative: {
      headlines: [
        '@delay: {short} [delays|pushes back] the launch of its new {productKind}',
        '@reviews: {short}’s new {productKind} gets [mixed|lukewarm] reviews',
        '@pause: {short} [pauses|briefly stops] sales of its new {productKind} to fix a problem',
        '@slow: Slower start than hoped for {short}’s new {productKind}',
      ],
      summaries: [
        '@delay: {name} has moved the launch of {theProduct} to [later in the year|next year]. The company said it wants more time to [test it|get the details right].',
        '@reviews: Early reviews of {short}’s new {productKind} are mixed. Some users like the design but say it [needs more features|is harder to use than expected].',
        '@pause: {short} paused sales of its new {productKind} for a few weeks to fix a software problem. Customers who already have one will get a free update.',
        '@slow: Sales of {short}’s new {productKind} have started more slowly than the company hoped.',
      ],
      leads: [
        '@delay: {name} ({symbol}) said the launch of {theProduct} will [happen later than planned|be delayed]. Testing showed a few problems the company wants to fix first.',
        '@slow: {short}’s new {productKind} has [got off to|had] a slower start than planned. [The company|{short}] said it will [try new ways to reach customers|adjust its marketing].',
        '@reviews: Reviews of {short}’s new {productKind} are [mixed|split]. Reviewers liked the idea but said [it still needs work|a few features are missing].',
        '@pause: {short} has [paused|briefly stopped] sales of its new {productKind} while it fixes a problem [found in testing|reported by users]. [It said|The company said] the fix should take a few weeks.',
      ],
      details: [
        '@delay,pause: {ceo} said the team would take the time needed to get it right. “We’d rather be a little late than let our customers down,” {ceoLast} said.',
        '@delay,pause: Delays cost money, because the company keeps paying its teams while sales wait. Analysts expect only a small effect on revenue this year.',
        'Launch troubles are common, even for experienced companies. Many products that start slowly improve a lot with later updates.',
        'A slow start is not the end of a product: companies often learn from the first customers and do better with the next version.',
      ],
    },
  },
  explainers: [
    'Companies spend money on research and development, or R&D, long before a product reaches customers. A good launch is how they earn that money back.',
    'Early reviews matter because they help other customers decide whether to buy.',
    'Launching in one city first is sometimes called a soft launch. It lets a company fix problems before going bigger.',
  ],
};
