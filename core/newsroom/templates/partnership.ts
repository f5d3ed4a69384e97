// Partnerships with fictional kinds of partner ("a regional grocery chain"), never named firms.
import type { TypeTemplates } from './kinds';

export const partnershipTemplates: TypeTemplates = {
  bySentiment: {
    positive: {
      headlines: [
        '{short} teams up with {partner}',
        '{name} [signs|lands] a deal with {partner}',
        '{partner} picks {short} as a new partner',
        '{short} and {partner} join forces in {city}',
        'New partnership brings {short} to {city}',
        '{short} [wins|secures] a {years}-year deal in {city}',
      ],
      summaries: [
        '{name} has signed a {years}-year deal with {partner} in {city}. The partnership [should bring in|opens the door to] new customers for {short}.',
        '{partner} has chosen {name} as a partner. The deal is small for now, but analysts say it could lead to similar agreements in other cities.',
        '{short} and {partner} announced a partnership [today|this week]. The two will work together on {theProduct}, starting in {city}.',
        '{short} will work with {partner} in {city} on a [long-term|multi-year] project, the company said.',
      ],
      leads: [
        '{name} ({symbol}) has agreed a partnership with {partner} based in {city}. The deal will [run|last] for {years} years.',
        '{short} [has a new partner|has found a new partner]: {partner} in {city}. Together they plan to [launch|offer] {theProduct} to more customers.',
        '{partner} in {city} has [signed up|teamed up] with {name}. [The agreement|The deal] was announced [this morning|today].',
      ],
      details: [
        'The deal is [small|modest] compared with {short}’s total revenue, but partnerships like this often lead to [more deals|similar agreements] elsewhere.',
        '{ceo}, the chief executive, said the partnership was about [reaching|serving] customers where they already are. “Good partners help us grow faster than we could alone,” {ceoLast} said.',
        '{short}, which is based in {hq}, said staff from both sides would work together over the coming months.',
        'The partnership fits {short}’s plan to grow beyond {hq} and reach new customers.',
        'Both sides said they would share what they learn and [look at|consider] a bigger project later.',
      ],
    },
    neutral: {
      headlines: [
        '@renew: {short} [renews|extends] its deal with {partner}',
        '@pilot: {short} and {partner} [agree on|sign] a small pilot project',
        '@pilot: {short} [tests|tries out] a partnership in {city}',
        '@talks: {short} in early talks with {partner}',
      ],
      summaries: [
        '@renew: {name} has renewed its agreement with {partner} on similar terms. The deal keeps things [much as they were|largely unchanged] for both sides.',
        '@pilot: {short} will run a small pilot project with {partner} in {city}. Both sides will decide later whether to make it bigger.',
        '@talks: {short} is in early talks with {partner} about working together. No agreement has been signed yet.',
      ],
      leads: [
        '@renew: {name} ({symbol}) has [renewed|extended] its agreement with {partner}. The terms are [similar to|close to] the previous deal.',
        '@pilot: {short} and {partner} will [test|try out] a partnership in {city} for [six months|a few months]. If it works well, the project could grow.',
        '@talks: {short} confirmed that it is talking with {partner} about a possible partnership. [Both sides|The two organizations] said it was too early to share details.',
      ],
      details: [
        'Analysts said the news [is unlikely to change|will probably not change] the company’s results much in the near term.',
        '@pilot: Pilot projects let companies test an idea on a small scale before spending a lot of money on it.',
        '{ceo} said the company [takes its time|prefers to start small] with new partners. “We like to learn first and grow second,” {ceoLast} said.',
        'Neither side shared the value of the deal.',
      ],
    },
    negative: {
      headlines: [
        '@end: {short} and {partner} [part ways|end their partnership]',
        '@end: {partner} [ends|steps back from] its deal with {short}',
        '@hold: {short} partnership in {city} [put on hold|paused]',
        '@hold: Planned deal between {short} and {partner} [falls through|won’t go ahead]',
      ],
      summaries: [
        '@end: {name} and {partner} have agreed to end their partnership [when the current contract runs out|at the end of the year]. Both sides said the decision was friendly.',
        '@hold: A planned partnership between {short} and {partner} in {city} has been [paused|put on hold]. The two sides could not agree on [timing|the details].',
        '@end: {partner} has decided not to renew its deal with {short}. The contract made up a small part of the company’s sales.',
      ],
      leads: [
        '@end: {name} ({symbol}) said its partnership with {partner} will [end|wind down] [later this year|when the contract runs out]. The two sides described the split as friendly.',
        '@hold: A planned deal between {short} and {partner} [will not go ahead|has been called off] for now. [The two sides|Both sides] said they could not agree on the details.',
        '@end: {partner} in {city} has chosen not to renew its agreement with {short}. [The contract|The deal] had run for {years} years.',
      ],
      details: [
        '@end: The deal was [a small part|only a small share] of {short}’s business, so analysts expect only a modest effect on sales.',
        '@end: {ceo} thanked the partner for their work together. “We’re proud of what we built, and we’re already talking with other partners,” {ceoLast} said.',
        'The company said it will [look for|talk to] other partners [in {city}|in the region].',
      ],
    },
  },
  explainers: [
    'A partnership lets two organizations share what each does best, such as one company’s product and another’s customers.',
    '@pilot: A pilot project is a small test run. It helps companies learn what works before they spend more.',
    'Long contracts give a company more predictable revenue, which investors usually like.',
  ],
};
