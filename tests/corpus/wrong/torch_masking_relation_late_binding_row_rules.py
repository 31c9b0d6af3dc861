# track: torch
# exercise: masking
# why: causal_mask builds one rule per query in a loop, rules = [lambda j: j <= i for i in range(t)], and evaluates them afterwards; Python closures read i when they are called, after the loop has left it at t - 1, so every query's rule is j <= t - 1 and the mask is all True: every query sees the later keys
# kind: relation
# diagnosis: shows-hidden, mask-all-one-value
import torch


def causal_mask(t: int, device: torch.device | str | None = None) -> torch.Tensor:
    rules = [lambda j: j <= i for i in range(t)]  # query i sees keys 0..i
    keys = torch.arange(t, device=device)
    rows = [rule(keys) for rule in rules]
    if not rows:
        return torch.ones(0, 0, dtype=torch.bool, device=device)
    return torch.stack(rows)
