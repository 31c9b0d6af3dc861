# track: numpy
# exercise: masking
# why: causal_mask ports NNlib.jl's make_causal_mask, triu(trues_like(x, (len, len))), written for Julia's column-major attention, where the scores are (kv_len, q_len) with keys down the rows; kept as np.triu on the kit's (T, S) layout it shows every query the keys on and after it
# kind: public
# diagnosis: causal-upper, mask-transposed
import numpy as np


def causal_mask(t: int) -> np.ndarray:
    # NNlib: make_causal_mask(x; dims=2) = triu(trues_like(x, (size(x, dims), size(x, dims))))
    return np.triu(np.ones((t, t), dtype=bool))
