# track: torch
# exercise: heads
# why: writes multi-head self-attention inline after the Head module of Karpathy's "Let's build GPT" lecture, wei = q @ k.transpose(-2, -1) * C**-0.5 with B, T, C = x.shape, which scales by the model width C of x instead of the head width d_k; every head's weights are computed from scores divided by sqrt(D) instead of sqrt(d_k)
# kind: public
# diagnosis: scale-model-width
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    C = x.shape[-1]
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    wei = q @ k.transpose(-2, -1) * C**-0.5
    if allowed is not None:
        wei = mask_scores(wei, allowed)
    wei = stable_softmax(wei)
    out = wei @ v
    return merge_heads(out) @ w_o, wei
