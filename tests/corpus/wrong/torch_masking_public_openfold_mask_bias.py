# track: torch
# exercise: masking
# why: mask_scores ports OpenFold's attention mask bias, scores + inf * (mask - 1) with inf = 1e9, in place of the -inf fill: for a bool mask torch refuses the subtraction (bool - 1 raises RuntimeError), and for a 0/1 mask each hidden score is only lowered by 1e9 instead of becoming -inf (and a row with no visible key is not rejected)
# kind: public
# diagnosis: crash, mask-large-negative
import torch

INF = 1e9  # openfold/model/primitives.py: Attention(..., inf=1e9)


def mask_scores(scores, allowed):
    mask = torch.as_tensor(allowed, device=scores.device)
    mask_bias = INF * (mask - 1)  # 0 where visible, -inf(ish) where hidden
    return scores + mask_bias.to(scores.dtype)
