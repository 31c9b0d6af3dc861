# track: torch
# exercise: mixture
# why: ports the attn_applied line of the PyTorch "NLP From Scratch: seq2seq translation" tutorial, torch.bmm(attn_weights.unsqueeze(0), encoder_outputs.unsqueeze(0))[0], written for one unbatched (T, S) weights matrix; bmm needs 3-D inputs, so batched or multi-head weights (unsqueezed to 4-D) raise RuntimeError
# kind: public
# diagnosis: fixed-ndim, crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weighted_mixture needs weights (..., T, S) and values (..., S, d_v)")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    attn_applied = torch.bmm(weights.unsqueeze(0), values.unsqueeze(0))
    return attn_applied[0]
