/**
 * Command-line detector: a credential passed as an option (`--password X`, `mysql -pX`, `redis-cli -a X`,
 * `curl -u user:pw`) or piped into a command that stores it as a secret. Tool-specific short options are
 * looked for only inside a command that names the tool, so `-p 8080` elsewhere stays a port.
 */
import { type Candidate, SecretKind } from './secrets-kinds.js';
import { isPlaceholder, isProseWord } from './secrets-text.js';

// A flag value: quoted, or a bare run (three groups, one of which is set).
const FLAG_VALUE = `(?:"([^"\\n]{1,512})"|'([^'\\n]{1,512})'|([^\\s'"|;&]{1,1024}))`;
// Long options: `--password X`, `--token=X`, `--db-password X`, `--api-key X`, `--authkey=X`.
const longFlag = (): RegExp =>
  /(?<![\w-])--(?:[a-z0-9]+-){0,4}(?:password|passwd|pass|passphrase|token|secret|api-?key|auth-?key|authtoken)(?:=|[ \t]+)(?!-)(?:"([^"\n]{1,512})"|'([^'\n]{1,512})'|([^\s'"|;&]{1,1024}))/gi;
// `user:password` given to an option named for it: Flower's `--basic_auth=ops:pw`, `--http-auth user:pw`,
// `--credentials user:pw`. The value is the part after the colon.
const userPassFlag = (): RegExp =>
  /(?<![\w-])--(?:[a-z0-9]+[-_]){0,3}(?:basic[-_]?auth|http[-_]?auth|auth|credentials?|userpass)(?:=|[ \t]+)["']?[\w.@+-]{1,128}:()()([^\s'",]{1,256})/gi;
const cliTool = (): RegExp =>
  /\b(mysql(?:dump|admin|import|sh|check)?|mariadb(?:-dump)?|sshpass|docker|podman|nerdctl|helm|oras|skopeo|buildah|redis-cli|ldap(?:search|modify|add|delete|passwd|compare)|sqlcmd|bcp|twine|doctl|htpasswd|smbclient|curl|wget|vercel|mc|dotnet|nuget|keytool|jarsigner|apksigner|openssl|jenkins-cli|zip|unzip|7za?|7zz|rar|unrar)\b/g;
// Per tool, the option that carries the password (matched inside the tool's command, no g flag).
const SHORT_FLAGS = {
  // `-pSECRET` is attached; `-p shop` prompts for the password and names a database.
  mysql: /[ \t]-p(?:"([^"\n]{1,256})"|'([^'\n]{1,256})'|([^\s'"|;&]{1,256}))/,
  p: new RegExp(`[ \\t]-p[ \\t]*${FLAG_VALUE}`),
  login: new RegExp(`[ \\t]-p[ \\t]+${FLAG_VALUE}`),
  a: new RegExp(`[ \\t]-a[ \\t]+${FLAG_VALUE}`),
  w: new RegExp(`[ \\t]-w[ \\t]+${FLAG_VALUE}`),
  P: new RegExp(`[ \\t]-P[ \\t]*${FLAG_VALUE}`),
  t: new RegExp(`[ \\t](?:-t|--access-token)[ \\t]+${FLAG_VALUE}`),
  htpasswd: new RegExp(
    `[ \\t]-[a-zA-Z]*b[a-zA-Z]*(?:[ \\t]+-[a-zA-Z]+)*[ \\t]+\\S+[ \\t]+\\S+[ \\t]+${FLAG_VALUE}`,
  ),
  smb: /[ \t]-U[ \t]*[^\s%]+%()()([^\s'"|;&]{1,256})/,
  // MinIO's client: `mc alias set <alias> <url> <access key> <secret key>` (or the old `mc config host add`).
  mc: new RegExp(
    `^[ \\t]+(?:alias[ \\t]+set|config[ \\t]+host[ \\t]+add)[ \\t]+\\S+[ \\t]+\\S+[ \\t]+\\S+[ \\t]+${FLAG_VALUE}`,
  ),
  user: /[ \t](?:-u|--user|--proxy-user)(?:=|[ \t]+)["']?[^\s:'"]{1,128}:()()([^\s'"]{1,256})/,
  // `nuget sources add -Name feed -Source … -Password …` (nuget.exe spells its options out).
  nuget: new RegExp(`[ \\t]-Password[ \\t]+${FLAG_VALUE}`, 'i'),
  // keytool / jarsigner: `-storepass X`, `-keypass X` (and the import's `-srcstorepass` / `-deststorepass`).
  keystore: new RegExp(`[ \\t]-(?:src|dest)?(?:storepass|keypass)[ \\t]+${FLAG_VALUE}`),
  // apksigner: `--ks-pass pass:X`; openssl (below): `-passin pass:X`, `-passout pass:X`, `-pass pass:X`, `-k X`.
  // `java -jar jenkins-cli.jar -s <url> -auth user:token …`.
  jenkins: /[ \t]-auth[ \t]+[^\s:@]{1,128}:()()([^\s'"]{1,256})/,
  passArg: new RegExp(`[ \\t](?:--ks-pass|--key-pass|-passin|-passout)[ \\t=]+pass:${FLAG_VALUE}`),
  openssl: new RegExp(`[ \\t](?:(?:-passin|-passout|-pass)[ \\t=]+pass:|-k[ \\t]+)${FLAG_VALUE}`),
} as const;

/** Flags and tools that put a credential on a command line. */
export function scanCommandLines(text: string, out: Candidate[]): void {
  const push = (m: RegExpMatchArray, offset: number): void => {
    const value = m[1] || m[2] || m[3];
    if (!value || !cliValueIsSecret(value, m[0])) return;
    const start = offset + (m.index ?? 0) + m[0].lastIndexOf(value);
    out.push({ kind: SecretKind.CliPassword, start, end: start + value.length });
  };
  const long = longFlag();
  for (let m = long.exec(text); m !== null; m = long.exec(text)) push(m, 0);
  const userPass = userPassFlag();
  for (let m = userPass.exec(text); m !== null; m = userPass.exec(text)) push(m, 0);
  // Tool-specific short options, looked for only inside a command that names the tool.
  if (text.includes('|')) scanPipedSecrets(text, push);
  const tool = cliTool();
  for (let t = tool.exec(text); t !== null; t = tool.exec(text)) {
    const from = t.index + t[0].length;
    // The command runs to the end of the line or the next pipe or separator.
    const rest = /^[^\n|;]{0,600}/.exec(text.slice(from, from + 600))?.[0] ?? '';
    const flag = shortFlag(t[1] ?? '', rest);
    const m = flag === null ? null : flag.exec(rest);
    if (m !== null) push(m, from);
  }
}

// `echo -n '<value>' | php bin/console secrets:set APP_SECRET -`, `printf %s "$x" | gh secret set NAME`,
// `echo <pw> | docker login --password-stdin`: a value piped into a command that stores or uses it as a secret.
const PIPED = new RegExp(
  `\\b(?:echo(?:[ \\t]+-[neE]{1,3})*|printf(?:[ \\t]+["']?%s(?:\\\\n)?["']?)?)[ \\t]+${FLAG_VALUE}[ \\t]*\\|[ \\t]*([^\\n|;]{1,160})`,
  'g',
);
const SECRET_SINK =
  /\bsecrets?(?::set|[ \t]+(?:set|put|create|add|import|write))\b|--password-stdin\b|\bpasswd[ \t]+--stdin\b|\bchpasswd\b|\bvault[ \t]+(?:kv[ \t]+)?(?:put|write)\b/;

function scanPipedSecrets(text: string, push: (m: RegExpMatchArray, offset: number) => void): void {
  const re = new RegExp(PIPED.source, PIPED.flags);
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const value = m[1] || m[2] || m[3] || '';
    if (value.length >= 8 && SECRET_SINK.test(m[4] ?? '')) push(m, 0);
  }
}

/** The option that carries a password for each tool (after the tool's name, within its command). */
function shortFlag(tool: string, rest: string): RegExp | null {
  if (/^(?:mysql|mariadb)/.test(tool)) return SHORT_FLAGS.mysql;
  if (tool === 'sshpass' || tool === 'twine') return SHORT_FLAGS.p;
  if (/^(?:docker|podman|nerdctl|helm|oras|skopeo|buildah)$/.test(tool)) {
    return /\blogin\b/.test(rest) ? SHORT_FLAGS.login : null;
  }
  if (tool === 'redis-cli') return SHORT_FLAGS.a;
  if (tool.startsWith('ldap')) return SHORT_FLAGS.w;
  if (tool === 'sqlcmd' || tool === 'bcp') return SHORT_FLAGS.P;
  if (tool === 'doctl' || tool === 'vercel') return SHORT_FLAGS.t;
  if (tool === 'htpasswd') return SHORT_FLAGS.htpasswd;
  if (tool === 'smbclient') return SHORT_FLAGS.smb;
  if (tool === 'curl' || tool === 'wget') return SHORT_FLAGS.user;
  if (tool === 'mc') return SHORT_FLAGS.mc;
  // `dotnet nuget add source <url> -n feed -u user -p <PAT>`: a private feed's password or token.
  if (tool === 'dotnet') return /\bnuget\b[^\n]*\bsource\b/.test(rest) ? SHORT_FLAGS.login : null;
  if (tool === 'nuget') return SHORT_FLAGS.nuget;
  if (tool === 'keytool' || tool === 'jarsigner') return SHORT_FLAGS.keystore;
  if (tool === 'apksigner') return SHORT_FLAGS.passArg;
  if (tool === 'openssl') return SHORT_FLAGS.openssl;
  // An archive's password: `zip -P X` / `unzip -P X`, 7-Zip's and RAR's attached `-pX` (`7z a -p` alone prompts).
  if (tool === 'zip' || tool === 'unzip') return SHORT_FLAGS.P;
  if (/^(?:7z|rar|unrar)/.test(tool)) return SHORT_FLAGS.mysql;
  if (tool === 'jenkins-cli') return SHORT_FLAGS.jenkins;
  return null;
}

/** Whether a value given on a command line (or a .netrc entry) is a credential rather than a name, path or variable. */
export function cliValueIsSecret(value: string, flag = ''): boolean {
  if (value.length < 3 || isPlaceholder(value) || /^-|^\$|\$\{|\$\(|^%\w+%$/.test(value)) return false;
  // `gcloud secrets versions access --secret=stripe-api-key`: `--secret` names a stored secret; lowercase words
  // joined by hyphens are such a name, not its value.
  if (/^--secret\b/i.test(flag) && /^[a-z0-9]+(?:[-_][a-z0-9]+)+$/.test(value) && !/\d/.test(value))
    return false;
  if (/^[a-z]+$/.test(value) && isProseWord(value)) return false;
  // A file argument (`--password-file`, `--token ./tok.txt`) names where the secret is.
  return !/^(?:\.{0,2}|~)\//.test(value);
}
