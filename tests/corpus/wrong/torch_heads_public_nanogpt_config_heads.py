# track: torch
# exercise: heads
# why: multi_head_self_attention ports nanoGPT's CausalSelfAttention with its GPTConfig default n_head = 12 kept as the head count (self.n_head = config.n_head) instead of the n_heads argument, so every projection is cut into 12 heads: widths that 12 does not divide raise ValueError and the others attend with the wrong heads
# kind: public
# diagnosis: fails-with-several-heads, unused-argument


N_HEAD = 12  # GPTConfig.n_head


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, N_HEAD)
    k = split_heads(x @ w_k, N_HEAD)
    v = split_heads(x @ w_v, N_HEAD)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
