// Market updates: the share price had a good, quiet or soft day. No prices are quoted here, the
// market engine owns those; the text explains why prices move.
import type { TypeTemplates } from './kinds';

export const marketUpdateTemplates: TypeTemplates = {
  bySentiment: {
    positive: {
      headlines: [
        '{short} shares [climb|rise|move higher] as investors [warm to|cheer] {sector} stocks',
        'Buyers [line up|step in] for {name} ({symbol})',
        '{symbol} [gains ground|edges up] on a [busy|lively] trading day',
        '{short} [catches|draws] investors’ attention [again|this week]',
        'Upbeat mood in {sector} stocks lifts {short}',
        '{short} shares [rise|climb] after a [strong|good] week for {sector} companies',
        '{short} [heads higher|moves up] [in steady trading|as buyers return]',
      ],
      summaries: [
        'Shares of {name} ({symbol}) [moved higher|rose] as more buyers than sellers showed up. Traders pointed to [growing interest in|a good week for] {sector} companies.',
        '{name} [gained ground|climbed] in [busy|steady] trading. No single announcement explained the move, but traders said the mood around {sector} stocks has [improved|brightened].',
        'Investors [bought|picked up] more {symbol} shares than usual, [lifting|nudging up] the price of {name}.',
        '{short} rose alongside other {sector} stocks as investors [looked ahead to|waited for] the next round of company reports.',
        '{short} [edged|moved] higher [today|this session], with traders citing its latest revenue of {revenue} for {quarter}.',
      ],
      leads: [
        'Shares of {name}, which trades under the symbol {symbol}, [moved higher|climbed] [today|during the session]. More buyers than sellers showed up, which usually pushes a price up.',
        '{name} had a [good|strong] day on the market. Trading was [busier|livelier] than usual, and most of the orders were to buy.',
        'It was a [bright|cheerful] session for {sector} stocks, and {short} was [among the risers|one of the companies that gained].',
        'Investors [showed fresh interest in|turned their attention to] {name} ({symbol}) [today|this session], and its share price [rose|edged up] [steadily|through the day].',
      ],
      details: [
        'Traders said recent news from {sector} companies has put investors in a better mood. When many people expect a company to do well, they are willing to pay a little more for its shares.',
        '{short} has not made a new announcement, so the move seems to follow the wider market. Stocks in the same sector often rise and fall together.',
        'Some traders pointed to {short}’s latest results, in which the company reported revenue of {revenue} for {quarter}.',
        'The company is based in {hq}, and [many|plenty of] local investors follow it closely. [Several|A few] traders said they liked {short}’s plans for the year ahead.',
        '[Several|A few] traders said {short} looks [well placed|in good shape] as interest in {sector} companies grows.',
      ],
    },
    neutral: {
      headlines: [
        '{short} shares [hold steady|stay flat|barely move] in a quiet session',
        'Calm day for {name} ({symbol})',
        '{symbol} [treads water|trades sideways] as investors wait for news',
        '{short} [ends|finishes] the day [close to|near] where it started',
        'Quiet trading for {short} as {sector} stocks pause',
        '{short} [stays in a narrow range|holds its ground] ahead of its next update',
      ],
      summaries: [
        'Shares of {name} ({symbol}) [moved very little|stayed in a narrow range] today. Buyers and sellers were roughly balanced.',
        'It was a calm session for {short}, with no big announcements. Traders seem to be waiting for the company’s next update.',
        '{name} traded close to its opening price as investors [weighed|looked over] mixed news from {sector} companies.',
        '{short} [spent the day|traded] near where it started, as [most|many] traders waited for fresh news.',
      ],
      leads: [
        'Shares of {name} ({symbol}) [spent the day|traded] [close to|near] their opening price. Buyers and sellers were roughly balanced, so the price had little reason to move.',
        'It was a [quiet|calm] day for {short} on the market. Without any fresh news, most traders [stayed on the sidelines|held on to their shares].',
        '{name} [hardly|barely] moved [today|this session], even as some other {sector} stocks [went up or down|rose and fell].',
        '{short} had an [uneventful|unhurried] day on the market, with trading [a little lighter|slightly quieter] than usual.',
      ],
      details: [
        'Days like this are normal. A share price only moves a lot when something changes what investors expect from a company.',
        'Traders said they are waiting for {short}’s next results before making up their minds. The last report covered {quarter}, when the company brought in {revenue}.',
        'Some traders [see|described] the calm as a pause after a busy few weeks for {sector} companies.',
        'With no news from the company, [most|many] investors seem happy to wait and see.',
      ],
    },
    negative: {
      headlines: [
        '{short} shares [slip|dip|ease] as traders [turn cautious|take a breather]',
        '{symbol} [drifts lower|edges down] in a [soft|cautious] session for {sector} stocks',
        '{name} gives back some [recent gains|ground]',
        'Sellers [outnumber|edge out] buyers for {short}',
        '{short} [dips|slips] as some investors take profits',
        '{short} [eases|drifts] lower [with no news from the company|on a quiet news day]',
      ],
      summaries: [
        'Shares of {name} ({symbol}) [slipped|moved lower] as more traders sold than bought. The move followed a [softer|quieter] day for {sector} stocks.',
        '{short} [eased|dipped] today with no new announcement from the company. Some traders [locked in|took] profits after recent gains.',
        'Investors were more cautious about {sector} companies today, and {name} [edged|drifted] lower along with several of them.',
        '{short} [ended|finished] the session a little lower. Traders said the dip reflected the market’s mood more than any change at the company.',
      ],
      leads: [
        'Shares of {name}, listed as {symbol}, [drifted lower|slipped] [today|during the session]. There were more sellers than buyers, which tends to nudge a price down.',
        '{short} had a [softer|quieter] day on the market. The company made no new announcement, and the dip [looked|seemed] to follow a [cautious|careful] mood across {sector} stocks.',
        'It was a [slow|cautious] session for {sector} companies, and {name} ({symbol}) [ended up|finished] a little lower.',
        '{short} [gave back|handed back] some of its recent gains [today|this session], as a few investors sold shares.',
      ],
      details: [
        'Some traders sold to lock in profits after recent gains. Taking profits means selling shares that have gone up, so the gain becomes real money.',
        'Small dips like this happen often and usually say more about the market’s mood than about the company itself.',
        'The company’s last report showed revenue of {revenue} for {quarter}, and traders said its plans have not changed.',
        'Analysts noted that {short}’s business has not changed since its last update, and that prices can move for many reasons on a single day.',
      ],
    },
  },
  explainers: [
    'A share price moves when more people want to buy than sell, or the other way round. The price settles where buyers and sellers agree.',
    'A ticker symbol, like {symbol}, is a short code that makes a company easy to find on the market.',
    'Trading volume is the number of shares that change hands in a day. Busy days often come with bigger price moves.',
    'Stocks in the same sector often move together, because news about one {sector} company can change what investors expect from the others.',
  ],
};
