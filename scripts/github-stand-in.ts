// npm run github:stand-in - a stand-in GitHub API on this machine with every repository of the
// demo data, for a demo of the open-source figures without GitHub (see the README's
// "Open-source signals"). Runs until stopped.
import { startDemoGitHubStandIn } from "@/tests/fixtures/github-demo-stand-in";

const port = Number(process.env.GITHUB_STAND_IN_PORT ?? 4010);
const standIn = await startDemoGitHubStandIn({ port });
console.log(
  `Stand-in GitHub API with ${standIn.state.repositories.size} repositories on ${standIn.url}`,
);
