/**
 * The chat phrasings the distiller reads as settled (distill.ts): what people say in a session without the
 * document cues of extraction.ts ("Let's use pnpm…", "Use snake_case for database columns.", "No X in
 * production code", "every event we publish carries…"), and what marks a proposal or a one-off.
 */

import type { MemoryType } from '../core/types.js';
import { ADJECTIVE_GROUPS } from '../truth/contradiction-claims-vocab.js';
import { VALUE_SPELLINGS } from '../truth/contradiction-vocab.js';

// An assistant recommending something has not settled it, even after a "yes" to a different sentence.
export const PROPOSAL_RE =
  /\b(?:i (?:would |'d )?(?:recommend|suggest|propose)|we (?:should|could)|you (?:should|could|can|may) (?:also )?(?:use|try|add)|one option)\b/i;

// Phrasings people use in chat that the shared cue rules (written for documents) do not read as settled:
// "Let's use pnpm…", "We use pnpm because…", "The decision is: REST…", "Use snake_case for database columns."
const LETS_RE =
  /^let'?s (?:use|go with|stick (?:with|to)|switch to|move to|adopt|standardi[sz]e on|keep using|stay on|drop|ditch|not use)\b/i;
const DECISION_IS_RE =
  /\b(?:the |our |my |final )?(?:decision|verdict|call)(?: here)? (?:is|was)\s*[:—–-]\s*\S/i;
const WE_USE_BECAUSE_RE =
  /^(?:we|the team|this (?:repo|project|service|app))(?:'re| are)? (?:use|uses|using|run|runs|running|deploy|deploys|host|hosts) \S.*\b(?:because|since|so that|due to|given that)\b/i;
// An imperative rule for a whole class of things ("for database columns", "for all new files", "in every
// test"): a task instruction names one thing ("use the helper in this file"), a convention names a kind.
const IMPERATIVE_RULE_RE =
  /^(?:(?:always|please)\s+)?(?:use|prefer|name|prefix|suffix|put|keep|write|format|store|place)\s+\S.*?\b(?:for|in|on|with|to|as)\s+(?:(?:all|every|each|any|our|the|new|public)\s+)*(?:[a-z][\w-]*\s+)?(?!(?:this|its|his|us|is|was|as|yes|status|class|access|process|address|alias|canvas|bus|plus|less|unless)\b)[a-z][\w-]*[a-z](?:s|es)\b(?!\s+(?:folder|file|directory|function|method|class|module)\b)/i;
const NAMING_STYLE_RE =
  /\b(?:snake_case|camelCase|kebab-case|PascalCase|SCREAMING_SNAKE_CASE|UPPER_CASE|lowercase)\b/;

// Words that tie a statement to the code at hand or to the moment rather than to the project.
export const LOCAL_SCOPE_RE =
  /\b(?:here|for now|for the moment|while you(?:'re| are) (?:in there|at it)|(?:this|that) one|this (?:time|file|function|method|line|loop|case|test|component|class|variable)|(?:in|for) this (?:file|function|method|test|component|loop|case|pr|branch|ticket|task)|temporarily)\b/i;

// "Let's validate the forms with zod", "Let's cache sessions in Redis": a plan carried out with a named tool.
const LETS_WITH_TOOL_RE = /^let'?s [a-z]+\b.*?\b(?:with|using|via|through|in|on) ([A-Za-z][\w.+-]*)/i;

/** Whether a "Let's <do something> with <X>" sentence names a tool, library or service the vocabulary knows. */
function letsWithTool(sentence: string): boolean {
  const m = LETS_WITH_TOOL_RE.exec(sentence);
  const tool = m?.[1]?.replace(/[.,;:!]+$/, '').toLowerCase();
  const known = tool === undefined ? undefined : VALUE_SPELLINGS.get(tool);
  return known?.groups.some((g) => !ADJECTIVE_GROUPS.has(g)) === true;
}

// Rules people state in chat without the document cues: "…, don't add it back" (a ban after a comma),
// "No CancellationToken.None in production code" / "no string-building topics inline" (a thing ruled out of a
// place), "message bodies max out at 8000 characters" (a limit).
// A condition written without its comma is one too: "if the symbol upload fails dont fail the build".
const COMMA_BAN_RE =
  /(?:,\s*|^(?:if|when(?:ever)?)\s+[^,.;]{3,80}?\s(?:fails?|breaks?|throws?|errors?(?:\s+out)?|times\s+out|is\s+down|crashes|is\s+missing)\s+(?:then\s+)?)(?:so\s+)?(?:please\s+)?(?:never|do not|don'?t)\s+(?!(?:know|think|see|care|remember|understand|get|have|mind|worry|need|want|like)\b)[a-z](?![^.,;]*\byet\b)/i;
const RULED_OUT_RE =
  /(?:^|[,;:—–]\s*)no\s+(?!(?:one|idea|problem|worries|way|luck|need|thanks|clue|longer|matter|rush|change|doubt|reason|time|point|use|excuse|room)\b)[\w.`'()-]+(?:\s+[\w.`'()-]+){0,3}?\s+(?:in|inside|on|from|outside|anywhere|anymore|inline|ever)\b/i;
// "no SMS to owners between 20:00 and 08:00 local time, ever": a ban made absolute by its tail.
const NO_EVER_RE =
  /^(?:no|never)\s+(?!(?:one|idea|problem|worries|way|luck|need|thanks|clue|doubt)\b)[^.?]*,\s*(?:ever|at all|period|full stop|under any circumstances)\s*[.!]?$/i;
// "no env var flags for customer facing features": a thing ruled out for a kind, said as a sentence of its own
// (after a comma it is the tail of another rule, which gives the type).
const RULED_OUT_FOR_RE =
  /^no\s+(?!(?:one|idea|problem|worries|way|luck|need|thanks|clue|longer|matter|rush|change|doubt|reason|time|point|use|excuse|room)\b)[\w.`'-]+(?:\s+[\w.`'-]+){0,3}?\s+for\b/i;
// "for the status column dont use a prisma enum": a ban for a kind of thing, its scope said first.
const SCOPED_BAN_RE =
  /^(?:for|in|on|inside|within)\s+(?:[\w./@-]+\s+){1,5}?(?:(?:never|don'?t|do not)\s+(?!(?:know|think|see|care|remember|understand|get|have|mind|worry|need|want|like)\b)[a-z]|no\s+(?!(?:one|idea|problem|worries|way|luck|need|thanks|clue|longer|matter|rush|change|doubt|reason|time|point|use|excuse|room)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:at all|ever|allowed|whatsoever)\b)/i;
// "waitlist entries are per service + location, NOT per staff member": a statement of how things are, with
// the wrong reading ruled out in capitals. Only the capitals: "the bug is in the parser, not the lexer" reports.
const EMPHATIC_NOT_RE =
  /^(?!(?:it|this|that|these|those|they|he|she|i|you|there)\b)(?:[\w./+-]+\s+){1,5}?(?:is|are)\s+[^.]{1,80}?,?\s+(?:NOT|NEVER)\s+\S/;
// "per-org flags live in the org_features table", "rollout: config goes in settings.py": where a kind of
// thing belongs in this project (after an optional "topic:" label).
const LIVES_IN_RE =
  /^(?:[a-z][\w-]*:\s+)?(?!(?:it|this|that|these|those|they|he|she|i|you|there|which|what|where|who)\b)(?!(?:the\s+)?(?:bug|issue|problem|error|crash|leak|regression|fix)\b)(?:[\w./:+#@-]+\s+){1,4}?(?:live|belong|go)\s+(?:in|under|into|through)\s+\S/i;
const LIMIT_RE =
  /\b(?:max(?:es)? out at|(?:is|are) (?:capped|limited) (?:at|to)|at most)\s+\d|^(?:[\w-]+\s+){0,3}?(?:max|maximum|min|minimum)\s+(?:\d+(?:[.,]\d+)?\s*[a-z%]*|once|twice)\s+(?:per|a|each)\s+\w|\b(?:hard|soft)\s+(?:cap|limit)\s+of\s+\d/i;
// "Every async method takes a CancellationToken…", "every event we publish carries the WarehouseId": a
// statement about every thing of a kind is the project's convention (its verb in the present tense).
const EVERY_RULE_RE =
  /^(?:every|each|all|any)\s+(?!(?:time|times|day|week|morning|night|now|once|other|of|the time|along|idea|chance|luck|news|way)\b)(?:[\w-]+\s+){1,8}?(?:must|should|takes|take|gets|get|has|have|uses|use|carries|carry|goes|go|lives|live|returns|return|needs|need|starts|start|ends|end|calls|call|passes|pass|sets|set|logs|log|runs|run)\b/i;

// A statement of how things are in this project, said with a word that makes it the project's rule rather than
// a report: "money is int64 cents in this codebase, full stop", "tests are pytest + pytest-django here", "new
// screens are swiftui only", "outputs are always parquet". Not about a pronoun ("it always wants to destroy…"),
// the code at hand ("this function is…") or the past.
const PROJECT_RULE_RE =
  /^(?!(?:it|this|that|these|those|they|he|she|i|you|there|which|what|why|how|when|where|who)\b)(?:[\w./:+#-]+\s+){1,5}?(?:is|are)\s+(?:\S+\s+){0,8}?(?:here\b|in (?:this|the whole|the entire|our) (?:codebase|repo|project|app|team|service|monorepo|org)|full stop|across the board|no exceptions\b|everywhere\b|only\b(?!\s+(?:a|one|two|\d|half|partly|partially|just|been|done|used|called|available|visible|shown|there|once))|always\b)/i;
// What new things are ("new status/type columns are string-backed enums", "ids in new code are value
// classes"): a rule for everything written from now on.
const NEW_THINGS_RE =
  /^(?:[\w./-]+\s+){0,3}?(?:in\s+)?new\s+(?:[\w/-]+\s+){0,2}?(?:code|files?|modules?|services?|endpoints?|tables?|columns?|screens?|components?|classes|tests?|jobs?|migrations?|features?|routes?|models?|apis?|statements?|queries|handlers?|commands?|hooks?|workers?|flows?)\b(?:\s+\S+){0,4}?\s+(?:are|is|use|uses|go|goes|get|gets|must|should|need|needs|require|requires|ship|ships|don'?t|do not|never|can'?t)\b/i;
// "ota rollouts only get scheduled between 22:00 and 05:00": when or how something may happen at all.
const ONLY_HAPPENS_RE =
  /^(?!(?:it|this|that|he|she|i|you)\b)(?:[\w./-]+\s+){1,4}only\s+(?:get|gets|run|runs|happen|happens|go|goes|ship|ships|deploy|deploys|start|starts)\b/i;
// "we stay on php 8.3 until the base image moves": staying on a version or a tool is a decision.
const STAY_ON_RE = /^(?:we|the team)(?:'re| are)?\s+(?:stay|stays|staying|remain|remaining)\s+on\b/i;
// What a project rule does not say: the past ("was", "were", "used to"), the code at hand, a question.
export const PAST_OR_LOCAL_RE =
  /(?<!\b(?:alles|etwas|nichts|das)\s)\b(?:was|were|used to|yesterday|last (?:week|night|time)|this (?:one|file|function|method|pr|branch|component|class|test))\b|\?\s*$/i;
// "rule of thumb: …", "our naming: …", "X is the way we do Y (here)".
const RULE_LABEL_RE =
  /^(?:rule of thumb|our (?:naming|rule|policy|standard)|naming|house rule|(?:(?:one more|another|new|last|the|one|general|hard|team)[ \t]+)?rule(?:[ \t]+(?:first|here))?)\s*[:—–-]\s*\S/i;
// "nothing in the alarm path waits on the modem", "nothing goes out between 22:00 and 07:00": what never happens
// here. Not a report ("nothing gets logged when the job fails", "nothing happens after I click").
const NOTHING_RULE_RE =
  /^nothing\s+(?:(?:in|on|from|inside|under|outside)\s+(?:[\w./-]+\s+){1,4}?)?(?:goes|gets|runs|waits|blocks|touches|writes|reads|calls|ships|leaves|imports|depends|talks|sends|may|should|must)\b(?![^.]*\b(?:when|after|since|anymore|yet|today|now)\b)/i;
// "legal says the claimant has to get a written confirmation…": a rule reported from who sets it.
const AUTHORITY_SAYS_RE =
  /^(?:legal|compliance|security|product|finance|accounting|risk|the auditors?|our lawyers?|the client|the regulator|ops)\s+(?:says|said|wants|requires|insists|is clear)\b[^?]*\b(?:has to|have to|must|needs? to|never|always|only|not allowed|doesn'?t count)\b/i;
// "…, the way we do it: <initials>/<area>-<topic>", "name the branch like we always do".
const THE_WAY_RE =
  /\bis (?:the|how) (?:way )?we (?:do|handle|run|build|write|ship)\b|\b(?:the way|how) we (?:always )?(?:do|name|write|call|format) (?:it|them|this|things|those)\b|\blike we always do\b/i;
// A limit or a floor stated as the project's ("lambda timeout max is 30s here", "min sdk is 26", "msrv is
// 1.70", "keep the batch jobs under that").
const BOUND_RE =
  /^(?:(?:the\s+)?[\w-]+\s+){0,3}?(?:max|min|minimum|maximum|msrv|deployment target|min sdk|minsdk|target sdk)\s+(?:\S+\s+){0,2}?is\s+v?\d|^keep (?:the )?[\w -]{1,40} (?:under|below|within) \S/i;

// "decided at standup: an endpoint gets disabled…", "product signed it off yesterday: min offer is 60%…": who
// settled it, then the rule after a colon or a dash.
const SETTLED_BY_RE =
  /\b(?:decided|agreed|signed (?:it |this |that )?off|settled)\b(?:[ \t]+[\w'-]+){0,4}[ \t]*(?::|[—–]|[ \t]-)[ \t]*\S/i;
// A short lead before a colon ("for the ingest side: max message payload is 256 KiB", "this keeps slipping
// thru review: every query…"): the rule is what follows it.
// Not a log line's level or an error's name ("Warning: Each child in a list should have a unique key").
const LEAD_COLON_RE =
  /^(?![\w.]*(?:warning|warn|error|err|fatal|panic|exception|info|debug|trace|note|hint|caused by|traceback|uncaught)\b)[^:\n]{1,80}?:[ \t]+(?=\S+(?:[ \t]+\S+){2})/i;

// Verbs that report a fault or what happened ("the build always fails", "the modal never closes"), not a rule.
const FAULT_VERBS =
  'fail|crash|break|time|hang|throw|error|show|work|seem|get|stay|load|open|close|freeze|complain|happen|come|end|stop|finish|resolve|respond|arrive|update|render|appear|fire|trigger|reach|connect|sync|complete|succeed|pass|compile|start|disappear|refresh|match|wait';

// "a credit note always copies unit price and vat rate from the invoice line", "the worker never retries a
// 4xx": what a kind of thing always or never does here. Not a report of a fault ("the build always fails on
// CI", "the modal never closes"), a pronoun or the code at hand.
const ALWAYS_DOES_RE = new RegExp(
  `^(?!(?:it|this|that|these|those|they|he|she|i|you|we|there|which|what|who)\\b)(?:[\\w./:+#-]+\\s+){1,5}?(?:always|never)\\s+(?!(?:${FAULT_VERBS})(?:s|es)?\\b|was|were|had|did|get|got|been)[a-z]+s?\\b`,
  'i',
);
// "for the scanner we go with ML Kit…, not the play services one": the team's pick for a part of the project.
const WE_PICK_RE =
  /^(?:(?:for|in|on)\s+(?:[\w./@-]+\s+){1,4}?)?(?:we(?:'re| are)?|the team)\s+(?:go(?:ing)?\s+with|pick(?:ed)?|chose|settled\s+on|standardi[sz]e(?:d)?\s+on)\s+\S/i;
// "all of parts v2 stays behind the remote flag parts_v2…", "the old screen stays the default": what stays
// dark or stays the default until a rollout.
const STAYS_BEHIND_RE =
  /^(?!(?:it|this|that|he|she|i|you)\b)(?:[\w./:+#-]+\s+){1,6}?(?:stays?|remains?)\s+(?:behind\s+(?:a|the)\s+(?:[\w./-]+\s+){0,2}?(?:flag|feature\s+flag|toggle)|the\s+default|(?:dumb|thin|stateless|pure|read-only|readonly|private|internal|synchronous|boring|framework-free|side-effect[ -]free|server-only|client-only)\b(?:\s*,\s*(?:it|they)\s+(?:only|never|just)\b|\s*[.!]?$|\s+(?:and|but|so)\b))/i;
// "credit notes get their own range: GS-…": a kind of thing with its own of something here.
const OWN_ONE_RE =
  /^(?!(?:it|this|that|these|those|they|he|she|i|you|we)\b)(?:[\w./:+#-]+\s+){1,4}?(?:get|gets|have|has)\s+(?:their|its)\s+own\s+[a-z]/i;

// "cancel-on-disconnect is ON for every ETI and iLink3 session, prod and sim, no exceptions".
const NO_EXCEPTIONS_RE =
  /^(?!(?:it|this|that|these|those|they|he|she|i|you|there)\b)(?:[\w./:+#-]+\s+){1,5}?(?:is|are|must|goes|go|gets|get)\b[^.?]*\bno exceptions\b/i;
// "names, PIDs, birth dates, none of that goes in the URL, ever": what a list of things never goes into.
const NONE_OF_THAT_RE =
  /\bnone of (?:that|these|those|them|it|this)\s+(?:goes|go|gets|get|ends up|belongs?|may|should|must|is allowed|are allowed)\b/i;
// "keep it that way for every check please", "do the same in each handler": a rule for every thing of a kind.
const EVERY_SCOPE_RE =
  /^(?:(?:before|after|when)\s+[^,.]{1,40}?,?\s+)?(?:(?:always|please|and|also|so)\s+)?(?:use|prefer|name|prefix|put|keep|write|format|store|place|run|do)\s+\S.*?\b(?:for|in|on|to)\s+(?:every|each|any|all)\s+[a-z][\w-]*/i;
// "for the banner component use input() / output() …, not the @Input/@Output decorators": a tool or API
// chosen over another.
const USE_NOT_RE =
  /^(?:(?:and|also|so)\s+)?(?:for\s+(?:[\w./@-]+\s+){1,4}?)?use\s+\S.*?,\s+not\s+(?:the\s+)?\S/i;
// "Betäubungsmittel can never be requested through the portal", "a fill must never be dropped", "a new hazard
// layer can't be published without a model card".
const MODAL_NEVER_RE =
  /\b(?:must|may|shall)\s+never\b|\bcan\s+never\s+be\s+\w+(?:ed|en)\b|\bcan(?:'?t|not|\s+not)\s+be\s+\w+(?:ed|en)\s+without\b/i;
// "clip hurs to [0, 100] right after the bias adjustment, always.": an instruction made the rule by its tail.
// Only an instruction: its first word is a verb's base form, not a pronoun, an article or a reported verb ("it
// crashed again, always").
const ALWAYS_TAIL_RE =
  /^(?!(?:the|a|an|it|this|that|these|those|he|she|they|i|we|you|my|our|his|her|their|there)\b)[a-z]+(?<!ed|s)\b[^.?]*,\s*(?:always|every\s+time|each\s+time|without\s+exception)\s*[.!]?$/i;
// "we never resend automatically", "we always squash-merge": the team's own habit, in the present tense.
const WE_NEVER_RE =
  /^(?:so\s+)?we\s+(?:never|always)\s+(?!(?:got|had|did|was|were|saw|heard|knew|thought|managed|found|figured|used|get|have|see|know|hear|forget|forgot|miss|missed|break|end|seem|need)\b)[a-z]+\b/i;
/** "ATTACHMENT_TOO_LARGE is not how we do it": a correction; the sentence after it says how (distill.ts). */
export const CORRECTION_RULE_RE =
  /\bis not how we (?:do|write|name|handle|format|build|structure) (?:it|this|that|things|them)\b/i;
/**
 * "…, not numbers from some older run. that goes for every MR touching hot code": a sentence that widens the
 * one before it to every thing of a kind. Read only with that sentence (distill.ts).
 */
export const WIDENS_RULE_RE =
  /^(?:and\s+)?(?:(?:that|this|it|the same)\s+)?(?:goes|applies|counts|holds)\s+(?:for|to)\s+(?:every|all|each|any)\b|^(?:and\s+)?(?:that|this|it)(?:'?s|\s+is)\s+an?\s+(?:[\w]+-wide|global|general|house|hard)\s+(?:limit|rule|constraint|convention|policy|cap)\b|^(?:that|this)(?:'s|\s+is)\s+(?:the\s+(?:behaviou?r|pattern|setup|default|way)|how|what)\s+we\s+(?:want|do it|use|expect)\s+(?:everywhere|(?:for|in|on|across)\s+(?:every|all|each|any)\b)/i;

// "when you open the PR the title needs the jira key first": what a recurring step of the work requires.
const WHEN_YOU_RULE_RE =
  /^(?:(?:and|also|so|oh and)\s+)?(?:when(?:ever)?|every time|each time|before)\s+(?:you|we|someone|anyone|people)\s+(?:open|create|add|write|merge|push|release|ship|deploy|tag|cut|name|start|bump|publish|file|raise)\b[^.?]*?\b(?:needs?|must|has to|have to|should|always|never|goes|go|gets|get|requires?)\b/i;
// Read with the sentence before (distill.ts): what follows a rule and completes it.
/**
 * "not offset, new entries arriving at the top shift everything": an alternative ruled out, with its reason.
 */
export const NOT_INSTEAD_RE =
  /^not\s+(?:an?\s+|the\s+)?[\w./@'-]+(?:\s+[\w./@'-]+)?\s*(?:,|;|:|—|–|\s-\s|\s+because\b|\s+since\b|\s+as\b)\s*\S/i;
/**
 * The means a sentence chooses: "using a cursor on publishedAt", "with a Durable Object", "via the queue".
 */
export const CHOSEN_MEANS_RE = /\b(?:using|use|with|via|through|by)\s+(?:an?\s+|the\s+)?[\w'"`.@-]+/i;
/**
 * "no automapper please. mapping is by hand, …": after a ban, the statement of how it is done instead.
 */
export const BAN_RE = /^(?:no|never|don'?t use|do not use)\s+\S/i;
export const DONE_INSTEAD_RE =
  /^(?!(?:it|this|that|these|those|they|he|she|i|you|there)\b)(?:[\w./-]+\s+){1,3}?(?:is|are)\s+(?:done\s+)?(?:by|with|through|via)\s+\S/i;

/**
 * "and same for every bounded variable": widens the rule said just before.
 */
export const SAME_FOR_EVERY_RE =
  /^(?:and\s+)?(?:the\s+)?same\s+(?:goes\s+)?(?:for|with)\s+(?:every|all|each|any|anything|everything)\b/i;
// "anything that changes how interest is computed has to call _updateState first", "anything over 100 MB we
// refuse right away": a rule for every thing of a kind, said with "anything".
const ANYTHING_RULE_RE =
  /^(?:anything|everything|whatever|any code|every path)\s+(?:new\s+)?(?:(?:that|which|we|you)\b[^.?]*?\b(?:has to|have to|must|needs? to|should|goes through|gets|takes|uses|sits|lives|stays)\b|(?:over|above|under|below|bigger than|larger than|older than|more than|longer than)\s+~?\d[^.?]*?\b(?:we\s+)?(?:refuse|reject|drop|block|deny|skip|truncate|fail|cut)s?\b)/i;
// "there is no owner in our contracts": what the project does not have, by design.
const THERE_IS_NO_RE =
  /^there(?:'s|\s+is|\s+are)\s+no\s+[\w.-]+(?:\s+[\w.-]+)?\s+(?:in|on|anywhere in)\s+(?:our|this|the)\s+(?:codebase|repo|contracts?|code|app|project|apis?|services?|backend|frontend|schema|database)\b/i;
// "viem doesnt get to pick the nonce": what a tool or a party is not allowed to decide.
const DOESNT_GET_TO_RE = /\b(?:doesn'?t|does not|don'?t|do not)\s+get\s+to\s+[a-z]+/i;
// "File.path doesnt exist anymore since electron 32": what a version removed, with what replaces it.
const GONE_SINCE_RE =
  /\b(?:doesn'?t|does not|no longer)\s+(?:exists?|works?)\s+(?:anymore\s+|any more\s+)?(?:since|as of|from)\s+[\w.-]+\s+v?\d/i;
/** "thumbnails yes, sharp no": a choice said as a pair; the sentence after it says how (distill.ts). */
export const YES_NO_RE = /^[\w./@-]+(?:\s+[\w./@-]+)?\s+yes\s*,\s*[\w./@-]+(?:\s+[\w./@-]+)?\s+no\b/i;
// "we are not adding another native module": what the team will not do.
const WE_ARE_NOT_RE =
  /^(?:so\s+|and\s+)?we(?:'re|\s+are)\s+not\s+(?:adding|using|doing|introducing|shipping|supporting|going\s+to\s+(?:add|use|support|ship))\b/i;

// "v1alpha1 is frozen, nothing new goes into the alpha types anymore": what may no longer be added.
const NOTHING_NEW_RE = /^nothing\s+new\s+(?:goes|gets\s+added|is\s+added|lands|comes)\s+(?:in|into|to|on)\b/i;
// "the operator does not restart anything on its own, period": a negation made absolute by its tail.
const NEGATION_PERIOD_RE =
  /\b(?:not|never|no|doesn'?t|don'?t|won'?t|can'?t|cannot)\b[^.?]*,\s*(?:period|full stop|ever|no exceptions)\b/i;
// "0x1A0 goes at 20 Hz, period.": a statement closed with emphasis is the rule, not a report.
const EMPHATIC_PERIOD_RE = /,\s*(?:period|full stop)\s*[.!]*$/i;
// "time.Sleep in envtest specs is a no-go": something ruled out, said with a word for it.
const NO_GO_RE =
  /\b(?:is|are)\s+(?:an?\s+)?(?:no-go|no go|non-starter|hard no|dealbreaker|not allowed(?!\s+to\b)|forbidden(?!\s+to\b)|banned|off-limits|off limits)\b/i;

// "mail language = employees.locale, not the company language": what a thing is here, the wrong reading ruled out.
const EQUALS_NOT_RE = /^(?:[\w./-]+\s+){0,3}[\w./-]+\s*=\s*\S(?:[^.=]|\.(?=\S))*,\s*not\s+\S/i;
// "once a period is Locked its entries are untouchable": what may not be changed at all.
const UNTOUCHABLE_RE =
  /\b(?:is|are|stays?|remains?)\s+(?:untouchable|immutable|read-only|readonly|append-only|write-once)\b/i;
// "whenever a PR changes a derivation …, the PR description has to say why": what a recurring event requires.
const WHENEVER_THING_RE =
  /^(?:(?:and|also|but)\s+)?(?:when(?:ever)?|every\s+time|each\s+time)\s+(?:a|an|any|the)\s+[\w-]+\s+[a-z]+s\b[^.?]*?\b(?:has to|have to|must|needs? to|should)\b/i;

// "whenever a field or action changes something else on the page we declare side effects in the BDEF": what the
// team does every time a kind of thing happens (not what it did once: "every time it failed we restarted").
const WHENEVER_WE_RE =
  /^(?:(?:and|also|but)\s+)?(?:whenever|every\s+time|each\s+time)\b[^.?]{3,120}?\bwe\s+(?:always\s+)?(?!(?:were|had|did|got|saw|found|lost|made|went|thought|knew|tried|could|couldn'?t)\b)[a-z]+(?<!ed)\b/i;

// "real bank files don't go into the repo": where a kind of thing never belongs.
const NEVER_LIVES_IN_RE =
  /^(?!(?:it|this|that|he|she|i|you)\b)(?:[\w./:+#@-]+\s+){1,4}?(?:don'?t|do not|never|must not|mustn'?t)\s+(?:go|belong|live|get committed)\s+(?:in|into|under|to)\b/i;
// "the ledger doesn't call other services over http": what a part of the system never does to another.
const DOES_NOT_CALL_RE =
  /^(?!(?:it|this|that|he|she|i|you|we|there)\b)(?:[\w./:+#@-]+\s+){1,4}?(?:doesn'?t|does not|don'?t|do not|never)\s+(?:call|talk to|depend on|import|know about|reach into|write to|read from)\b/i;
// "and for anything that generates: fixed seeds, …": a rule for every thing of a kind, after its scope and a colon.
const SCOPE_COLON_RE = /^(?:and\s+)?for\s+(?:anything|everything|every|all|any|each)\b[^:?]{0,60}:\s+\S/i;

// "we don't create accounts or send invite mails on transfer": what the team does not do (not what it does not
// know, think or need).
const WE_DONT_RE =
  /^(?:so\s+|and\s+)?we\s+(?:don'?t|do not)\s+(?!(?:know|think|see|care|remember|understand|get|have|need|want|like|mind|really|actually|even|yet|usually)\b)[a-z]+/i;
// "one transfer per ticket, thats it": a limit of one per thing.
const ONE_PER_RE = /^(?:one|a single|only one|max(?:imum)? one)\s+[\w-]+\s+per\s+[\w-]+/i;
// "verb-noun in kebab case": a naming style said in words.
const NAMING_WORDS_RE = /\b(?:kebab|snake|camel|pascal|screaming[ _-]snake)[ _-]?case\b/i;

// "we don't do stream-stream joins anymore in ingest or silver", "we dont add new admin-ajax handlers anymore":
// what the team stopped doing.
const WE_STOPPED_RE =
  /^(?:so\s+|actually\s+)?we\s+(?:(?:don'?t|do not)\s+[a-z]+\b.*\b(?:anymore|any more)\b|no longer\s+[a-z]+)/i;
// "product decided last week we trust the ad server measurement": a decision reported from who made it.
const AUTHORITY_DECIDED_RE =
  /^(?:legal|compliance|security|product|finance|risk|ops|management|the team|the client)\s+(?:decided|agreed|signed off)\b/i;
// "todos without a ticket get rejected in review": what review or CI turns away.
const REJECTED_IN_REVIEW_RE =
  /\b(?:gets?|are|is)\s+rejected\s+(?:in|at|by)\s+(?:review|code review|ci|the pipeline)\b/i;
// "actually as a rule, we dont add…": said as a rule.
const AS_A_RULE_RE = /\bas a (?:general )?rule\b/i;
// "all UI strings sentence case": a casing rule for a kind of text.
const CASE_STYLE_RE =
  /^(?:all|every)\s+(?:[\w-]+\s+){0,4}?(?:in\s+)?(?:sentence|title|lower|upper)[ -]?case\b/i;

/**
 * "they are always billed on the real weight…" after "those are catch weight articles": a rule about what the
 * sentence before it named. Read only with that sentence (distill.ts), since alone it names nothing.
 */
export const PRONOUN_RULE_RE = new RegExp(
  `^(?:they|these|those)\\s+(?:(?:are|get)\\s+)?(?:always|never|only)\\s+(?!(?:${FAULT_VERBS})(?:s|es|ed)?\\b)[a-z]+`,
  'i',
);

// "quantity is not an Int, …": a correction, which the rule after it completes ("BigDecimal in the model…").
export const CORRECTION_LEAD_RE =
  /^(?!(?:it|this|that|these|those|they|he|she|i|you|we|there)\b)(?:[\w./:+#-]+\s+){1,3}?(?:(?:is|are)\s+not|isn'?t|aren'?t)\s+(?:an?\s+)?\S/i;

/** "we never got a response from the vendor" reports what did not happen; it rules nothing ("is never paid" does). */
export const NEVER_HAPPENED_RE =
  /(?<!\b(?:is|are|be|gets?)\s+)\bnever\s+(?:got|had|did|saw|heard|received|found|managed|made|went|came|knew|thought|sent|paid|arrived|worked|happened|showed|answered|replied|responded|finished|loaded|noticed|bothered)\b/i;

/** "For this PR …", "in this branch …": a sentence scoped to the change at hand from its first words. */
export const CHANGE_AT_HAND_RE = /^(?:for|in) this (?:pr|ticket|task|branch|change)\b/i;

/**
 * Whether a person's sentence is about the moment, not the project, from its shape: scoped to the change at hand
 * from its first words ("For this PR just log unknown structures…"), a ban for now ("dont run e2e now, my kind is
 * broken"), or keeping out of someone's way ("Don't touch parse-balance, Kuba is refactoring it this week"; but
 * "dont touch the yaml, thats riskcfg output" is a rule).
 */
export function forTheMoment(sentence: string): boolean {
  if (
    CHANGE_AT_HAND_RE.test(sentence) ||
    /^(?:for now|for the moment|for today|today|right now)\b/i.test(sentence)
  )
    return true;
  if (/^(?:please\s+)?(?:don'?t|do not|never)\b[^.,;]*\b(?:now|right now|today|yet)\b/i.test(sentence))
    return true;
  return (
    /^(?:please\s+)?(?:don'?t|do not)\s+touch\b/i.test(sentence) &&
    /\b(?:this week|today|for now|right now|(?:is|are) (?:refactoring|working on|changing|rewriting)|has a branch|branch open)\b/i.test(
      sentence,
    )
  );
}

/** Cue types for chat phrasings the shared document cues miss; imperatives count only when a person says them. */
export function chatCueType(sentence: string, speaker: 'user' | 'assistant'): MemoryType | undefined {
  const whole = sentenceCueType(sentence, speaker);
  if (whole !== undefined || speaker !== 'user') return whole;
  if (SETTLED_BY_RE.test(sentence) && !LOCAL_SCOPE_RE.test(sentence) && !/\?\s*$/.test(sentence))
    return 'decision';
  const lead = LEAD_COLON_RE.exec(sentence);
  const afterColon = lead === null ? undefined : sentenceCueType(sentence.slice(lead[0].length), speaker);
  if (afterColon !== undefined) return afterColon;
  // "but name it silver.viewability_events — every new silver table at event grain gets the _events suffix":
  // the rule after a dash, the task before it.
  const dash = /\s[—–]\s+/.exec(sentence);
  const afterDash =
    dash === null ? undefined : sentenceCueType(sentence.slice(dash.index + dash[0].length), speaker);
  return afterDash ?? clauseCueType(sentence);
}

/**
 * "…the disk is the OS's job, encryption only happens at the sync boundary", "…never happen properly here,
 * keep them under ~400 lines each": a rule as a later clause of a longer sentence. Only the anchored cues that
 * name their subject are read there (a bare "never …" clause reports as often as it rules).
 */
function clauseCueType(sentence: string): MemoryType | undefined {
  const clauses = sentence.split(/[,;]\s+|\s+and\s+/).slice(1);
  for (const clause of clauses) {
    // "it worked, then the build only runs on CI": a clause that goes on telling what happened.
    if (
      PAST_OR_LOCAL_RE.test(clause) ||
      /^(?:then|and|so|but|after|when|because|since|until|which)\b/i.test(clause)
    )
      continue;
    if (ONLY_HAPPENS_RE.test(clause) || BOUND_RE.test(clause) || NOTHING_NEW_RE.test(clause))
      return 'constraint';
    if (ALWAYS_DOES_RE.test(clause)) return /\bnever\b/i.test(clause) ? 'constraint' : 'convention';
  }
  return undefined;
}

function sentenceCueType(sentence: string, speaker: 'user' | 'assistant'): MemoryType | undefined {
  if (
    LETS_RE.test(sentence) ||
    DECISION_IS_RE.test(sentence) ||
    WE_USE_BECAUSE_RE.test(sentence) ||
    (speaker === 'user' && letsWithTool(sentence))
  )
    return 'decision';
  if (
    speaker === 'user' &&
    (COMMA_BAN_RE.test(sentence) ||
      RULED_OUT_RE.test(sentence) ||
      LIMIT_RE.test(sentence) ||
      BOUND_RE.test(sentence) ||
      RULED_OUT_FOR_RE.test(sentence) ||
      SCOPED_BAN_RE.test(sentence) ||
      NO_EVER_RE.test(sentence))
  )
    return 'constraint';
  if (speaker === 'user' && EMPHATIC_NOT_RE.test(sentence) && !PAST_OR_LOCAL_RE.test(sentence))
    return 'decision';
  if (
    speaker === 'user' &&
    (STAY_ON_RE.test(sentence) || WE_PICK_RE.test(sentence)) &&
    !PAST_OR_LOCAL_RE.test(sentence)
  )
    return 'decision';
  if (speaker === 'user' && STAYS_BEHIND_RE.test(sentence) && !PAST_OR_LOCAL_RE.test(sentence))
    return 'decision';
  if (speaker === 'user' && ALWAYS_DOES_RE.test(sentence) && !PAST_OR_LOCAL_RE.test(sentence))
    return /\bnever\b/i.test(sentence) ? 'constraint' : 'convention';
  if (speaker === 'user' && OWN_ONE_RE.test(sentence) && !PAST_OR_LOCAL_RE.test(sentence))
    return 'convention';
  if (
    speaker === 'user' &&
    (NONE_OF_THAT_RE.test(sentence) || MODAL_NEVER_RE.test(sentence) || NO_EXCEPTIONS_RE.test(sentence)) &&
    !PAST_OR_LOCAL_RE.test(sentence)
  )
    return 'constraint';
  // Both tell of a past moment by nature ("decided last week", "the state was killing us"): no past test.
  if (
    speaker === 'user' &&
    (WE_STOPPED_RE.test(sentence) || AUTHORITY_DECIDED_RE.test(sentence)) &&
    !/\?\s*$/.test(sentence) &&
    !LOCAL_SCOPE_RE.test(sentence)
  )
    return 'decision';
  if (speaker === 'user' && REJECTED_IN_REVIEW_RE.test(sentence) && !PAST_OR_LOCAL_RE.test(sentence))
    return 'constraint';
  if (
    speaker === 'user' &&
    (WHEN_YOU_RULE_RE.test(sentence) ||
      WHENEVER_THING_RE.test(sentence) ||
      WHENEVER_WE_RE.test(sentence) ||
      EQUALS_NOT_RE.test(sentence) ||
      SCOPE_COLON_RE.test(sentence) ||
      NAMING_WORDS_RE.test(sentence)) &&
    !PAST_OR_LOCAL_RE.test(sentence)
  )
    return 'convention';
  if (
    speaker === 'user' &&
    (ANYTHING_RULE_RE.test(sentence) ||
      DOESNT_GET_TO_RE.test(sentence) ||
      NOTHING_NEW_RE.test(sentence) ||
      NEGATION_PERIOD_RE.test(sentence) ||
      NO_GO_RE.test(sentence) ||
      UNTOUCHABLE_RE.test(sentence) ||
      NEVER_LIVES_IN_RE.test(sentence) ||
      DOES_NOT_CALL_RE.test(sentence) ||
      WE_DONT_RE.test(sentence) ||
      ONE_PER_RE.test(sentence)) &&
    !PAST_OR_LOCAL_RE.test(sentence) &&
    !LOCAL_SCOPE_RE.test(sentence)
  )
    return 'constraint';
  if (
    speaker === 'user' &&
    (THERE_IS_NO_RE.test(sentence) || YES_NO_RE.test(sentence) || WE_ARE_NOT_RE.test(sentence)) &&
    !/\?\s*$/.test(sentence) &&
    !LOCAL_SCOPE_RE.test(sentence) &&
    // "we are not adding anything today": the plan of the moment.
    !/\b(?:today|tonight|this (?:week|sprint|morning|afternoon)|yet|right now)\b/i.test(sentence)
  )
    return 'decision';
  if (speaker === 'user' && GONE_SINCE_RE.test(sentence)) return 'fact';
  if (speaker === 'user' && (AS_A_RULE_RE.test(sentence) || CASE_STYLE_RE.test(sentence)))
    return 'convention';
  if (speaker === 'user' && WE_NEVER_RE.test(sentence) && !PAST_OR_LOCAL_RE.test(sentence))
    return /\bnever\b/i.test(sentence) ? 'constraint' : 'convention';
  if (
    speaker === 'user' &&
    (EVERY_SCOPE_RE.test(sentence) ||
      EMPHATIC_PERIOD_RE.test(sentence) ||
      USE_NOT_RE.test(sentence) ||
      CORRECTION_RULE_RE.test(sentence) ||
      ALWAYS_TAIL_RE.test(sentence)) &&
    !PAST_OR_LOCAL_RE.test(sentence) &&
    !LOCAL_SCOPE_RE.test(sentence)
  )
    return 'convention';
  if (speaker === 'user' && ONLY_HAPPENS_RE.test(sentence) && !PAST_OR_LOCAL_RE.test(sentence))
    return 'constraint';
  if (speaker === 'user' && (RULE_LABEL_RE.test(sentence) || THE_WAY_RE.test(sentence))) return 'convention';
  if (speaker === 'user' && AUTHORITY_SAYS_RE.test(sentence)) return 'constraint';
  if (speaker === 'user' && NOTHING_RULE_RE.test(sentence) && !PAST_OR_LOCAL_RE.test(sentence))
    return 'constraint';
  if (
    speaker === 'user' &&
    NEW_THINGS_RE.test(sentence) &&
    !PAST_OR_LOCAL_RE.test(sentence) &&
    // "the new login page is only half done", "the new handler is slow": a report on the new thing.
    !/\b(?:is|are)\s+(?:\w+\s+){0,2}?(?:slow|broken|flaky|failing|wrong|buggy|done|ready|finished|missing|empty|weird|down|red|live)\b/i.test(
      sentence,
    )
  )
    return 'convention';
  if (
    speaker === 'user' &&
    (PROJECT_RULE_RE.test(sentence) || LIVES_IN_RE.test(sentence)) &&
    !PAST_OR_LOCAL_RE.test(sentence)
  )
    return 'convention';
  if (
    speaker === 'user' &&
    (IMPERATIVE_RULE_RE.test(sentence) ||
      EVERY_RULE_RE.test(sentence) ||
      (/^(?:always\s+)?use\b/i.test(sentence) && NAMING_STYLE_RE.test(sentence)))
  )
    return 'convention';
  return undefined;
}
