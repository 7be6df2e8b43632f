import type { RealityCheck } from './check.js';
import type { RealityVerdict } from './verdict.js';

/** A memory as the check report needs it. */
export interface CheckedMemory {
  record_id: string;
  title?: string | null;
  content: string;
  state: string;
  fact?: { subject: string; predicate: string; object: string } | null;
  file_refs?: readonly string[];
}

/** One memory's verdict, flattened for JSON output (CLI `--format json`, MCP, web API). */
export interface CheckItem {
  record_id: string;
  title: string | null;
  content: string;
  state: string;
  verdict: RealityVerdict['verdict'];
  summary: string;
  evidence: { file: string; line: number; what: string }[];
  /** The superseding fact a reviewer could accept, as `subject | predicate | object` text. */
  proposal?: { fact: string; source: string; subject: string; predicate: string; object: string };
}

/** What `spool check` reports. */
export interface CheckReport {
  contradicted: CheckItem[];
  confirmed: CheckItem[];
  /** Memories with a stack claim the code cannot settle. */
  unknown: number;
  /** Memories checked (those with no stack claim count as unknown). */
  checked: number;
  scan: { evidence_files: number; truncated: boolean };
}

function item(m: CheckedMemory, v: RealityVerdict): CheckItem {
  const out: CheckItem = {
    record_id: m.record_id,
    title: m.title ?? null,
    content: m.content,
    state: m.state,
    verdict: v.verdict,
    summary: v.summary,
    evidence: v.evidence.map((s) => ({ file: s.file, line: s.line, what: s.what })),
  };
  if (v.proposal) {
    const subject = m.fact?.subject ?? 'app';
    out.proposal = {
      fact: `${subject} | ${v.proposal.predicate} | ${v.proposal.object}`,
      source: v.proposal.source,
      subject,
      predicate: v.proposal.predicate,
      object: v.proposal.object,
    };
  }
  return out;
}

/** Judges every memory against one fresh scan of the repository. */
export function checkMemories(memories: readonly CheckedMemory[], check: RealityCheck): CheckReport {
  const scan = check.scan();
  const report: CheckReport = {
    contradicted: [],
    confirmed: [],
    unknown: 0,
    checked: memories.length,
    scan: { evidence_files: scan.files.length, truncated: scan.truncated },
  };
  for (const m of memories) {
    const v = check.judge({
      content: m.content,
      title: m.title ?? null,
      fact: m.fact ?? null,
      file_refs: m.file_refs ?? [],
    });
    if (v.verdict === 'contradicted') report.contradicted.push(item(m, v));
    else if (v.verdict === 'confirmed') report.confirmed.push(item(m, v));
    else report.unknown++;
  }
  return report;
}

/** A superseding fact to file as a candidate for review. */
export interface PlannedProposal {
  /** The contradicted memory it would supersede. */
  for_record_id: string;
  subject: string;
  predicate: string;
  object: string;
  source: string;
  /** The memory text the candidate is stored with. */
  content: string;
}

/**
 * The superseding facts `spool check` files for review: one per distinct value the code shows, never one
 * that any record already states (whatever its state: a pending candidate is not proposed again, and a
 * proposal a reviewer rejected stays rejected). So running the check twice proposes nothing the second time.
 */
export function planProposals(
  report: CheckReport,
  existing: readonly { subject: string; predicate: string; object: string }[],
): PlannedProposal[] {
  const key = (f: { subject: string; predicate: string; object: string }) =>
    `${f.subject.trim().toLowerCase()}|${f.predicate.trim().toLowerCase()}|${f.object.trim().toLowerCase()}`;
  const known = new Set(existing.map(key));
  const out: PlannedProposal[] = [];
  for (const c of report.contradicted) {
    const p = c.proposal;
    if (!p || known.has(key(p))) continue;
    known.add(key(p));
    out.push({
      for_record_id: c.record_id,
      subject: p.subject,
      predicate: p.predicate,
      object: p.object,
      source: p.source,
      content: `${p.subject} ${p.predicate.replace(/_/g, ' ')}: ${p.object} (from ${p.source}; the code contradicts ${c.record_id})`,
    });
  }
  return out;
}

/** What `spool check` returns: the report plus the candidates it filed (empty unless asked to propose). */
export interface RealityReport extends CheckReport {
  proposed: { record_id: string; fact: string; source: string; for_record_id: string }[];
}
