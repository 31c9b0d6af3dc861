# track: numpy
# exercise: heads
# why: multi_head_self_attention with einsum projections, a debug print and a UserWarning for a missing mask

import warnings


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    print(f"MHSA: x {x.shape}, {n_heads} heads")
    if allowed is None:
        warnings.warn("no mask given: every position sees every other", UserWarning)
    q = split_heads(np.einsum("...td,de->...te", x, w_q), n_heads)
    k = split_heads(np.einsum("...td,de->...te", x, w_k), n_heads)
    v = split_heads(np.einsum("...td,de->...te", x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return np.einsum("...te,ed->...td", merge_heads(heads), w_o), weights
