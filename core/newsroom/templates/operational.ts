// Day-to-day running of the business: new sites, upgrades, hiring, hiccups and fixes.
import type { TypeTemplates } from './kinds';

export const operationalTemplates: TypeTemplates = {
  bySentiment: {
    positive: {
      headlines: [
        '@site: {short} opens a new site in {city}',
        '@hire: {short} to hire {hires} people in {city}',
        '@upgrade: {short} finishes a [big|major] upgrade {timing}',
        '@clean: {short} switches its main sites to clean power',
        '@wait: {short} [cuts|trims] waiting times for customers',
        '@site: {short} [expands|grows] beyond {hq}',
      ],
      summaries: [
        '@site: {name} has opened a new site in {city}, which will create about {hires} jobs. The company said the move will help it serve customers faster.',
        '@upgrade: {short} finished a big upgrade of its systems {timing}. The company expects [lower costs|faster service] as a result.',
        '@clean: {short} now runs its main sites on clean power. The company said the switch should also lower its energy bills over time.',
        '@wait: {short} said customers now wait less for help, after it trained more support staff and updated its tools.',
        '@hire: {short} plans to hire about {hires} people in {city} [as demand grows|to keep up with demand]. The company said most of the jobs will be [full-time|long-term].',
      ],
      leads: [
        '@site: {name} ({symbol}) has opened a new site in {city}. It is the company’s [first|biggest] location outside {hq}.',
        '@upgrade: {short} has finished [upgrading|modernizing] [its systems|the computer systems that run its business] {timing}. The project took [about a year|around eighteen months].',
        '@hire: {short} plans to hire about {hires} people in {city} over the next year. The new jobs will cover [customer support and delivery|engineering and sales|a range of roles].',
        '@clean: {short} now powers its main sites with [wind and solar|renewable] energy. [The company|{short}] had promised the switch [two years ago|last year].',
        '@wait: {short} has [cut|shortened] the time customers wait for help. It trained more support staff and [updated|upgraded] the tools they use.',
      ],
      details: [
        '{ceo}, the chief executive, said the changes will make the company [faster|quicker] and [simpler|easier] to work with. “Small improvements add up,” {ceoLast} said.',
        'Lower running costs can lift profit even when sales stay the same, which is why investors watch this kind of news.',
        '{short}, founded in {founded}, now employs about {employees} people.',
        'Analysts said the project should help the company’s margins over time.',
      ],
    },
    neutral: {
      headlines: [
        '@reorg: {short} [reorganizes|reshuffles] its teams',
        '@head: {short} names a new head of operations',
        '@move: {short} moves some offices within {hq}',
        '@meeting: {short} holds its yearly meeting with shareholders',
        '@delivery: {short} updates its delivery schedule',
      ],
      summaries: [
        '@reorg: {name} is [reorganizing|reshuffling] its teams into [fewer, larger groups|groups built around customers]. The company said no jobs will be lost.',
        '@head: {short} has appointed a new head of operations, promoted from inside the company. Day-to-day work is not expected to change.',
        '@meeting: {short} held its yearly meeting with shareholders [in {hq}|this week], where [owners of its shares|shareholders] voted on routine matters.',
        '@delivery: {short} is changing its delivery schedule to [fewer, fuller trips|a more regular timetable]. Customers should notice little difference.',
        '@move: {short} is moving some of its teams to a new office in {hq}. The company said the building is [closer to public transport|more energy-efficient].',
      ],
      leads: [
        '@reorg: {name} ({symbol}) said it is [reorganizing|regrouping] its teams [to work more closely with customers|around its main products]. Nobody will lose their job because of the change, the company said.',
        '@head: {short} has a new head of operations, [promoted from within|chosen from its own managers]. [The company|{short}] said day-to-day work will carry on as usual.',
        '@meeting: {short} held its [yearly|annual] shareholder meeting [in {hq}|this week]. Shareholders approved [the board’s plans|routine proposals] with little debate.',
        '@delivery: {short} is changing how often it delivers, [moving to fewer, fuller trips|switching to a more regular timetable]. The company said this should [save fuel|cut costs] without slowing service.',
        '@move: {short} is moving some of its offices to a new building in {hq}. The move should be finished [within a few months|by the end of the year].',
      ],
      details: [
        'Changes like this are common as companies grow. Investors usually wait to see results before deciding whether they help.',
        '@reorg,head: {ceo} said the goal is to keep the company [nimble|quick on its feet] as it gets bigger.',
        '@meeting: An annual meeting is where people who own a company’s shares can ask questions and vote on important decisions.',
        'Analysts expect little effect on the company’s results.',
      ],
    },
    negative: {
      headlines: [
        '@issue: {short} works to fix {issue}',
        '@issue: {short} [hit by|deals with] {issue}',
        '@delay: {short} [delays|postpones] the opening of its {city} site',
        '@costs: Higher costs [weigh on|squeeze] {short}',
      ],
      summaries: [
        '@issue: {name} is dealing with {issue}. The company said it expects things to be back to normal within [a few days|a couple of weeks].',
        '@delay: {short} has delayed the opening of its new site in {city} by a few months because of [building delays|a shortage of parts].',
        '@costs: {short} said higher costs for [energy and materials|shipping and parts] will [weigh on|reduce] its profit this quarter.',
      ],
      leads: [
        '@issue: {name} ({symbol}) is working to fix {issue}. Some customers [noticed|were affected by] the problem [earlier this week|over the weekend].',
        '@delay: {short} said the opening of its new site in {city} will be [delayed|pushed back] by a few months. [Building work|Construction] is taking longer than planned.',
        '@costs: {short} said costs for [energy and materials|shipping and parts] rose faster than expected this quarter. That means the company keeps less of each Bolt it earns.',
      ],
      details: [
        '@issue: {ceo} apologized to affected customers. “We’re sorry for the trouble, and we’re fixing it,” {ceoLast} said.',
        '@issue: The company said it will [make it up to|credit] affected customers and [review|check] its processes so the problem does not happen again.',
        '@costs: {short} said it is looking for ways to [save money|use less energy] without cutting corners.',
        '@delay: The company said customers in the area will be served from its existing sites in the meantime.',
        'The company said its longer-term plans have not changed.',
        '@issue: Analysts said the issue should have only a small effect on results, as long as it is fixed quickly.',
      ],
    },
  },
  explainers: [
    'A supply chain is every step that gets parts to a company and finished products to its customers. A delay at any step can slow everything down.',
    'A company’s margin is the share of each sale it keeps as profit. Lower costs can make margins bigger.',
    'Operations means the day-to-day work of running a business, from factories and warehouses to customer support.',
  ],
};
