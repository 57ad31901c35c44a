const FAQ = [
  {
    question: "What's Codex?",
    answer:
      'Codex is a decentralised durable data storage protocol. Nodes store data for each other and prove, with storage proofs on a blockchain, that they keep it, so files stay available without a central provider.',
  },
  {
    question: 'What is the purpose of this web application?',
    answer:
      'The vault is a dashboard for your own Codex node: upload and download files, buy storage for them, sell your spare disk space, and watch your peers and logs.',
  },
  {
    question: 'Can Codex handle big files ?',
    answer:
      'Yes. Files are split into blocks and streamed, so their size is limited by the storage quota of your node rather than by the browser.',
  },
  {
    question: 'Is it production ready ?',
    answer:
      'No. Codex and this vault are in alpha, running on a test network. Do not keep the only copy of important data on it.',
  },
  {
    question: 'How can I reach you if I am stuck ?',
    answer: 'Open an issue on the Codex GitHub repository, where the team answers questions.',
    link: { href: 'https://github.com/codex-storage', text: 'Codex on GitHub' },
  },
  {
    question: 'How can I build and run Codex ?',
    answer: 'The Codex documentation explains how to install, configure and run a node.',
    link: { href: 'https://docs.codex.storage', text: 'Codex documentation' },
  },
]

/** The Help page: frequently asked questions. */
export function HelpPage() {
  return (
    <article className="page-card" aria-labelledby="help-title">
      <h2 id="help-title">You might be wondering...</h2>
      <dl className="faq">
        {FAQ.map((entry) => (
          <div key={entry.question} className="faq-entry">
            <dt>{entry.question}</dt>
            <dd>
              {entry.answer}
              {entry.link ? (
                <>
                  {' '}
                  <a href={entry.link.href} target="_blank" rel="noopener noreferrer">
                    {entry.link.text}
                  </a>
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  )
}
