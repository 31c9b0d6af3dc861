# track: torch
# exercise: softmax
# why: stable_softmax ports Megatron-LM's attention_softmax_in_fp32 path, scores.float() before the softmax and .to(input dtype) after, so float64 scores are computed in float32 and come back carrying float32 rounding
# kind: public
# diagnosis: float32-precision
import math
import torch
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    orig_dtype = scores.dtype
    scaled = scores.float() / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return (exps / exps.sum(dim=-1, keepdim=True)).to(orig_dtype)
