# track: torch
# exercise: softmax
# why: ports GPT-OSS's attention sink (Hugging Face's eager_attention_forward for GptOss: torch.cat([attn_weights, sinks], dim=-1), shift by the max, softmax, probs[..., :-1]) into stable_softmax with the sink logit at its zero init, so the softmax runs over S + 1 entries and, with the sink's column dropped, each row sums to less than 1
# kind: public
# diagnosis: row-scale, epsilon
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    sinks = scaled.new_zeros(*scaled.shape[:-1], 1)
    combined = torch.cat([scaled, sinks], dim=-1)
    combined = combined - combined.max(dim=-1, keepdim=True).values.detach()
    exps = torch.exp(combined)
    probs = exps / exps.sum(dim=-1, keepdim=True)
    return probs[..., :-1]  # drop the sink
