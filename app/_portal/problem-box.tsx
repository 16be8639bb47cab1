/** A problem answer (RFC 9457) as the portal shows it: title, code, detail, a link to its guide, and anything the caller adds. */
import type { ReactNode } from "react";

export interface ShownProblem {
  code?: string;
  title: string;
  detail: string;
  type?: string;
  request_id?: string;
}

export function ProblemBox({ problem, link = true, children }: { problem: ShownProblem; link?: boolean; children?: ReactNode }) {
  return (
    <div className="problem" role="alert" data-problem={problem.code}>
      <p>
        <strong>{problem.title}</strong>
        {problem.code ? (
          <>
            {" "}
            (<code>{problem.code}</code>)
          </>
        ) : null}
        : {problem.detail}
      </p>
      {children}
      {link && problem.type ? (
        <p>
          <a href={problem.type}>What this error means</a>
          {problem.request_id ? ` · request id ${problem.request_id}` : ""}
        </p>
      ) : null}
    </div>
  );
}
