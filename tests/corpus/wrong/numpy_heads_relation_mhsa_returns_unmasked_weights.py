# track: numpy
# exercise: heads
# why: multi_head_self_attention keeps attention's output but recomputes the weights it returns "for plotting" as stable_softmax(scaled_scores(q, k)), leaving the mask out, so with a mask the returned weights give hidden keys a share (the output is right; without a mask everything is right)
# kind: relation
# diagnosis: fails-with-mask, shows-hidden
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, _ = attention(q, k, v, allowed)
    weights = stable_softmax(scaled_scores(q, k))  # per-head maps, for plotting
    return merge_heads(heads) @ w_o, weights
