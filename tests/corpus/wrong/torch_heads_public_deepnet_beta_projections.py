# track: torch
# exercise: heads
# why: multi_head_self_attention ports DeepNet's DeepNorm (Wang et al. 2022), which scales the value and output projections by beta = (8 N) ** -0.25 (N = 6 encoder layers in the copied config), as w_v * beta and w_o * beta at run time; beta is an initialisation gain, so the output is the right one times beta ** 2 = 1 / sqrt(48), about 0.144 (the weights stay right)
# kind: public
# diagnosis: ratio:constant, ratio
import torch

N_LAYERS = 6
DEEPNET_BETA = (8 * N_LAYERS) ** -0.25


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ (w_v * DEEPNET_BETA), n_heads)  # DeepNorm: beta on the value projection
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ (w_o * DEEPNET_BETA), weights  # and on the output projection
