# track: torch
# exercise: mixture
# why: weighted_mixture ports the last line of flash-attention's attention_ref test helper, torch.einsum("bhts,bshd->bthd", attention, v), written for its (batch, seqlen, heads, headdim) layout of v; the kit's values are (..., S, d_v) with heads before S, so the letters give s two sizes (or the wrong number of axes) and valid calls raise RuntimeError unless the sizes happen to fit
# kind: public
# diagnosis: einsum-letters, crash, fixed-ndim
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return torch.einsum("bhts,bshd->bthd", weights, values)
