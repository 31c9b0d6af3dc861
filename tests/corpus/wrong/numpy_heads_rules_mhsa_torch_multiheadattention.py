# track: numpy
# exercise: heads
# why: the NumPy multi_head_self_attention hands the work to torch.nn.MultiheadAttention (weights copied in, converted back with .numpy()) whenever the projections have the module's shape (H*d_k = H*d_v = D) and there is no mask, which the kit forbids everywhere; other calls fall back to the student's own code
# kind: rules
# diagnosis: forbidden-function
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    d_model = x.shape[-1]
    if allowed is None and w_q.shape[1] == w_k.shape[1] == w_v.shape[1] == d_model:
        import torch

        xt = torch.from_numpy(np.ascontiguousarray(x))
        mha = torch.nn.MultiheadAttention(d_model, n_heads, bias=False, batch_first=True).to(xt.dtype)
        with torch.no_grad():
            mha.in_proj_weight.copy_(torch.from_numpy(np.concatenate([w_q, w_k, w_v], axis=1).T.copy()))
            mha.out_proj.weight.copy_(torch.from_numpy(np.asarray(w_o).T.copy()))
            out, weights = mha(xt, xt, xt, need_weights=True, average_attn_weights=False)
        return out.numpy(), weights.numpy()
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
