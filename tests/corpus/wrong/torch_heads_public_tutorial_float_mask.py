# track: torch
# exercise: heads
# why: multi_head_self_attention converts the mask the way the PyTorch nn.Transformer tutorial does, mask.float().masked_fill(mask == 0, -inf).masked_fill(mask == 1, 0.0), and passes that additive float mask to attention, whose mask_scores rejects values other than 0/1, so every masked call raises ValueError
# kind: public-code
# diagnosis: fails-with-mask,error-on-valid

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is not None:
        mask = torch.as_tensor(allowed).float()
        allowed = mask.masked_fill(mask == 0, float("-inf")).masked_fill(mask == 1, float(0.0))
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
