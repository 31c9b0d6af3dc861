# track: torch
# exercise: masking
# why: causal_mask fills a Python list made as [[False] * t] * t, setting keys 0..i of row i to True, and converts it with torch.tensor; the outer * repeats ONE inner list t times, so all rows are the same list and every entry ends True: the causal mask hides nothing
# kind: relation
# diagnosis: mask-all-one-value, shows-hidden
import torch


def causal_mask(t: int, device=None) -> torch.Tensor:
    rows = [[False] * t] * t
    for i in range(t):
        for j in range(i + 1):
            rows[i][j] = True
    return torch.tensor(rows, dtype=torch.bool, device=device).reshape(t, t)
