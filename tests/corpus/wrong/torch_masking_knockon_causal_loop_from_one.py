# track: torch
# exercise: masking
# why: causal_mask fills the triangle row by row with for i in range(1, t): mask[i, :i + 1] = True, starting the loop at 1 ("row 0 has nothing before it"), so row 0 is left all False: query 0 cannot see its own key, and a masked attention with this causal mask raises ValueError for that empty row
# kind: knockon
# diagnosis: causal-no-diagonal, hides-visible
import torch


def causal_mask(t, device=None):
    mask = torch.zeros(t, t, dtype=torch.bool, device=device)
    for i in range(1, t):
        mask[i, : i + 1] = True
    return mask
