# track: numpy
# exercise: softmax
# why: ports GPT-OSS's attention sink (Hugging Face's eager_attention_forward for GptOss) into stable_softmax: a sink logit, zero as initialised, is appended to every row, the softmax runs over S + 1 entries and the sink's column is dropped, so each row sums to 1 - (the sink's share), not 1
# kind: public
# diagnosis: row-scale, epsilon
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    sinks = np.zeros(scaled.shape[:-1] + (1,), dtype=scaled.dtype)
    combined = np.concatenate([scaled, sinks], axis=-1)
    combined = combined - combined.max(axis=-1, keepdims=True)
    exps = np.exp(combined)
    probs = exps / exps.sum(axis=-1, keepdims=True)
    return probs[..., :-1]  # drop the sink
