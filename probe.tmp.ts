import { planFlow } from './tests/e2e/model/plan';
import { spinWheelAdapter } from './tests/e2e/model/spin-wheel.adapter';
import { authAdapter } from './tests/e2e/model/auth.adapter';
import { appOpenAdapter } from './tests/e2e/model/app-open.adapter';
for (const a of [spinWheelAdapter, authAdapter, appOpenAdapter]) {
  const plan = planFlow(a);
  for (const p of plan.paths) if (p.skipped) console.log(a.flow, p.number, p.steps.map(s => s.step.twinEvent).join(' → '), '\n   ', p.skipped.slice(0,150));
}
