// Rules and regulators, all fictional. Calm and factual: a fine or a new rule is news, not a scandal.
import type { TypeTemplates } from './kinds';

export const regulatoryTemplates: TypeTemplates = {
  bySentiment: {
    positive: {
      headlines: [
        '@approval: {short} wins approval from {regulator}',
        '@approval: {regulator} clears {short}’s new {productKind}',
        '@approval: {short} gets the green light for its new {productKind}',
        '@rules: New rules could help {short} and other {sector} companies',
        '@review: {short} passes a [yearly|routine] review with [flying colors|top marks]',
      ],
      summaries: [
        '@approval: {regulator} has approved {short}’s new {productKind}, so sales can begin [in {city}|across the country]. The company had waited [several months|more than a year] for the decision.',
        '@review: {name} passed a review by {regulator} with no problems found. The result means the company can keep growing without extra checks.',
        '@rules: {regulator} announced {rule}. Analysts say that could help {short}, because it already meets most of them.',
      ],
      leads: [
        '@approval: {regulator} has approved {theProduct} from {name} ({symbol}). [That|This] means the company can start selling it [soon|in the coming weeks].',
        '@review: {name} ({symbol}) passed a [yearly|regular] review by {regulator}, which found no problems. [Reviews like this|Such checks] are routine, but a clean result is [always welcome|good news] for investors.',
        '@rules: {regulator} has announced {rule}. {short} said it already meets most of them, which could give it a head start over rivals.',
      ],
      details: [
        '{ceo} said the team [had prepared for months|worked hard to get ready]. “Following the rules carefully is part of earning customers’ trust,” {ceoLast} said.',
        '@approval,review: Analysts said the result removes a question mark that had hung over the company.',
        '@rules: Rules like these usually take effect over a year or two, giving companies time to adjust.',
      ],
    },
    neutral: {
      headlines: [
        '@proposal: {regulator} [proposes|drafts] {rule}',
        '@questions: {short} answers routine questions from {regulator}',
        '@little,proposal: {short} says new {sector} rules will have little effect',
      ],
      summaries: [
        '@proposal: {regulator} has proposed {rule}. {name} says the changes would affect it only slightly.',
        '@questions: {short} is answering routine questions from {regulator} about its [pricing|customer contracts]. The company said it is cooperating fully.',
        '@little: {short} expects new rules for {sector} companies to make little difference to its business.',
      ],
      leads: [
        '@proposal: {regulator} has [proposed|published a draft of] {rule}. Companies and the public can share their views before anything is decided.',
        '@questions: {name} ({symbol}) said it received routine questions from {regulator} about how it [sets its prices|writes its customer contracts]. [The company|{short}] said it is answering them in full.',
        '@little: {short} expects new rules for {sector} companies to have only a small effect on its business. Most of the changes match what it already does.',
      ],
      details: [
        '@proposal,little: Analysts said it will likely be months before the final rules are decided.',
        '@questions: Regulators often ask companies questions. It does not mean anything is wrong.',
        '{ceo} said the company welcomes clear rules because they help customers trust the whole {sector} sector.',
      ],
    },
    negative: {
      headlines: [
        '@prices: {regulator} asks {short} to make its prices clearer',
        '@fine: {short} pays a fine over late paperwork',
        '@rules: New rules [will raise|could raise] costs for {short}',
        '@wait: {short} must wait longer for approval of its new {productKind}',
      ],
      summaries: [
        '@prices: {regulator} has asked {name} to make its prices clearer for customers. The company said it will make the changes [within three months|by the end of the year].',
        '@fine: {short} agreed to pay a fine of {fineSize} million Bolts after it filed some required reports late. The company said it has fixed the process.',
        '@rules: {regulator} announced {rule}, which will add to {short}’s costs. The company said it will adapt.',
        '@wait: {regulator} needs more time to review {theProduct} from {short}, which pushes back the planned launch.',
      ],
      leads: [
        '@prices: {regulator} has asked {name} ({symbol}) to [make its prices clearer|simplify how it explains its prices] for customers. {short} said it [accepts|agrees with] the request and will update its website and contracts.',
        '@fine: {short} has agreed to pay a fine of {fineSize} million Bolts for filing some required reports late. No customers were affected, [the regulator said|according to the regulator].',
        '@rules: {regulator} has announced {rule}. {short} said meeting them will [add to its costs|mean extra spending] over the next two years.',
        '@wait: {regulator} said it needs more time to review {theProduct} from {short}. The company had hoped to start selling it [this year|in the coming months].',
      ],
      details: [
        '{ceo} said the company takes the matter seriously. “Clear rules help everyone, and we’ll meet them,” {ceoLast} said.',
        '@fine,rules,prices: Analysts said the cost is [small|manageable] compared with the company’s size, but it may [trim|slightly reduce] profit this year.',
        'The company said it will keep working closely with the regulator.',
      ],
    },
  },
  explainers: [
    'Regulators are public bodies that set and check the rules companies must follow. Their job is to keep customers safe and competition fair.',
    'New rules usually come with a deadline, giving companies time to prepare.',
    'Rules for a whole industry affect every company in it, so investors compare how ready each one is.',
    '@approval: An approval means a regulator has checked that a product meets its standards before it can be sold.',
  ],
};
